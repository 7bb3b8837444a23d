/**
 * @module The blind-zod test server: `node:http` dressed as Express + zod. 400 `ZodError` issue lists
 * (all at once), strict objects, nullable optionals, 401 with a Bearer challenge (op 18 public),
 * 201 + `Location` for creates, 204 DELETEs, cuid ids, IETF `RateLimit`/`RateLimit-Policy` headers.
 */
export type { BlindZodServerOptions } from './options.ts';
export { ZOD_RULES } from './rules.ts';
export { startBlindZodServer } from './server.ts';
export type { ZodFieldRule, ZodOperationRule } from './vocabulary.ts';
