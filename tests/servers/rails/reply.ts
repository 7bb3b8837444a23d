/**
 * @module The Rails server's replies: JSON with a charset and Rails' own headers, text for the
 * token challenge and rack-attack, and nginx's HTML page for a body over `client_max_body_size`.
 */
import { randomUUID } from 'node:crypto';
import { createReplier } from '../shared/replier.ts';

const replier = createReplier(() => ({ 'x-request-id': randomUUID(), 'x-runtime': '0.004211' }));

export const { sendJson, sendText, sendEmpty } = replier;
export { sendNginxTooLarge } from '../shared/nginx-too-large.ts';
