/**
 * @module The Joi test server: `node:http` dressed as Express 4 + celebrate/Joi + passport + mongoose.
 * `express.json()` before every route (HTML 400/413), 400 celebrate bodies with the first Joi
 * message (`"primary.email" must be a valid email`), unknown keys and `''` rejected at every level,
 * ObjectId params checked before the body, 404 JSON lookups after it.
 */
export type { JoiServerOptions } from './options.ts';
export { JOI_RULES } from './rules.ts';
export { startJoiServer } from './server.ts';
