/**
 * @module The broken test server: a healthy hapi + Joi look-alike (400 Boom errors, 401 with a
 * Bearer challenge, ObjectId ids, `{status, data}` bodies) and, by option, ONE breakage on most
 * operations (a debug 500, a reset mid-body, a stall, status 999, a redirect loop, non-HTTP bytes,
 * or a 15 s answer on one operation), plus an optional sliding-window rate limit.
 */
export { BREAKAGES, type Breakage } from './breakages/index.ts';
export type { BrokenServerOptions } from './options.ts';
export { BROKEN_SERVER_RULES } from './rules.ts';
export { type BrokenServerHandle, startBrokenServer } from './server.ts';
