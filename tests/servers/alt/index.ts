/**
 * @module The alt test server: fastify 5 + ajv, RFC 7807 errors with 422 for validation, 403 for
 * auth everywhere, `{ data }` envelopes, case-insensitive enums and ignored GET bodies.
 */
export type { AltServerOptions } from './options.ts';
export { type AltRegressionName, altRegressionNames } from './regressions.ts';
export { ALT_RULES } from './rules.ts';
export { startAltServer } from './server.ts';
