/**
 * @module The DRF test server: `node:http` dressed as Django REST Framework + SimpleJWT. Field-keyed
 * 400 error dicts (nested, all at once), DRF's lenient conversions (`"12"` → 12, `"yes"` → true,
 * 123 → `"123"`, trimmed strings), 401 + `Bearer realm="api"`, `{"detail": "Not found."}` for any
 * id not yours, 201 bare records, 204 deletes, lazy body parsing, 405 + `Allow`, 415, throttling with
 * `Retry-After`, Django's HTML 404 and 413.
 */
export type { DrfServerOptions } from './options.ts';
export { DRF_RULES } from './rules.ts';
export { startDrfServer } from './server.ts';
export type { DrfField, DrfOperation } from './vocabulary.ts';
