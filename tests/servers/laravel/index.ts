/**
 * @module The Laravel test server: `node:http` dressed as a Laravel 11 JSON API (Sanctum, FormRequests,
 * API Resources). 422 `{"message", "errors"}` with every error at once in Laravel's words,
 * `TrimStrings` and `ConvertEmptyStringsToNull`, malformed JSON read as no input, 401
 * `Unauthenticated.`, 403 for another tenant's record, route-model binding 404s, `whereNumber` ids,
 * 405, 201 Resources, 204 deletes, `throttle:api` headers and 429 (60 a minute, Laravel 11's
 * `RateLimiter::for('api', …)`), `post_max_size`'s 413 (8M).
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type ModelServerOptions, startModelServer } from '../shared/model-server.ts';
import { laravelPipeline } from './handler.ts';
import { autoIncrement } from './ids.ts';
import { laravelOperationTruths } from './truth.ts';

export { LARAVEL_ROUTES } from './rules.ts';

const LARAVEL = {
  defaults: { rateLimit: { limit: 60, windowSeconds: 60 }, maxBodyBytes: 8 * 1024 * 1024 },
  keys: autoIncrement,
  operations: laravelOperationTruths(),
  pipeline: laravelPipeline,
};

export function startLaravelServer(options?: ModelServerOptions): Promise<ReferenceServerHandle> {
  return startModelServer(LARAVEL, options);
}
