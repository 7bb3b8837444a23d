/**
 * @module The terse test server: plain `node:http` in a legacy-PHP style, `{success, error}` bodies
 * naming one problem at a time (some under 200), 401 without WWW-Authenticate, public ops 8 and 18,
 * unknown fields rejected, GET bodies read, numeric ids and X-RateLimit-* headers.
 */
export type { TerseServerOptions } from './options.ts';
export { type TerseRegressionName, terseRegressionNames } from './regressions.ts';
export { TERSE_RULES } from './rules.ts';
export { startTerseServer } from './server.ts';
