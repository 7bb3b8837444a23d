/**
 * @module The Rails test server: `node:http` dressed as a Rails API app. JSON params parsed before
 * routing on every method, 422 `{"errors": {"field": ["can't be blank"]}}` with nested keys
 * (`primary.email`), token challenge 401, lookups after auth, integer ids cast with `to_i`,
 * snake_case records, rack-attack 429 (300 requests per 5 minutes per token) and nginx's 413 past
 * `client_max_body_size 1m`.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type ModelServerOptions, startModelServer } from '../shared/model-server.ts';
import { modelOperationTruths } from '../shared/model-truth.ts';
import { railsPipeline } from './handler.ts';
import { nextRailsId } from './ids.ts';
import { RAILS_RULES } from './rules.ts';

export { RAILS_RULES };

const DIALECT = {
  validationStatus: 422,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: true,
  // An array or a scalar body lands in `params[:_json]`: nothing is rejected but by field rules.
  rejectsNonObjectBodies: false,
};

const RAILS = {
  defaults: { rateLimit: { limit: 300, windowSeconds: 300 }, maxBodyBytes: 1_048_576 },
  keys: () => nextRailsId,
  operations: modelOperationTruths(RAILS_RULES, DIALECT),
  pipeline: railsPipeline,
};

export function startRailsServer(options?: ModelServerOptions): Promise<ReferenceServerHandle> {
  return startModelServer(RAILS, options);
}
