/**
 * @module The Rails test server: `node:http` dressed as a Rails API app. JSON params parsed before
 * routing on every method, 422 `{"errors": {"field": ["can't be blank"]}}` with nested keys
 * (`primary.email`), token challenge 401, lookups after auth, integer ids cast with `to_i`,
 * snake_case records, rack-attack 429 and nginx's 413.
 */
export type { RailsServerOptions } from './options.ts';
export { RAILS_RULES } from './rules.ts';
export { startRailsServer } from './server.ts';
