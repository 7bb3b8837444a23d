/**
 * @module The FastAPI test server: `node:http` dressed as a FastAPI + pydantic v2 app. 422
 * `{"detail": [{type, loc, msg, input, ctx}]}` with every error at once, lax coercions (`"12"`,
 * `12.0`, `"yes"`), `HTTPBearer`'s 403 without a token and 401 for a bad one, 403 for another
 * tenant's object, uuid path ids (`uuid_parsing`), 307 slash redirects, slowapi's `X-RateLimit-*`
 * and 429, nginx's 413.
 */
export type { FastapiServerOptions } from './options.ts';
export { FASTAPI_RULES } from './rules.ts';
export { startFastapiServer } from './server.ts';
