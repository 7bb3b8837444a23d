/**
 * @module `index.html`: the writer lives in `html/` (one file per part of the page).
 */
export { writeIndexHtml } from './html/page.ts';
