/**
 * @module The legacy test server: a healthy PHP-era API where every answer is 200 with a
 * `{success, data}` or `{success: false, error}` envelope (validation, "Deal not found", "Not
 * authenticated" alike), except operation 5 which validates with 409; public operations 8 and
 * 18; two closed sets it never lists; unknown fields ignored; no 5xx ever.
 */
export type { LegacyServerOptions } from './options.ts';
export { LEGACY_RULES } from './rules.ts';
export { startLegacyServer } from './server.ts';
