/**
 * @module The Laravel test server: `node:http` dressed as a Laravel 11 JSON API (Sanctum, FormRequests,
 * API Resources). 422 `{"message", "errors"}` with every error at once in Laravel's words,
 * `TrimStrings` and `ConvertEmptyStringsToNull`, malformed JSON read as no input, 401
 * `Unauthenticated.`, 403 for another tenant's record, route-model binding 404s, `whereNumber` ids,
 * 405, 201 Resources, 204 deletes, `throttle:api` headers and 429, `post_max_size` 413.
 */
export type { LaravelServerOptions } from './options.ts';
export { LARAVEL_ROUTES } from './rules.ts';
export { startLaravelServer } from './server.ts';
export type { LaravelRoute } from './vocabulary.ts';
