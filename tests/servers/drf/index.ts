/**
 * @module The DRF test server: `node:http` dressed as Django REST Framework + SimpleJWT. Field-keyed
 * 400 error dicts (nested, all at once), DRF's lenient conversions (`"12"` → 12, `"yes"` → true,
 * 123 → `"123"`, trimmed strings), 401 + `Bearer realm="api"`, `{"detail": "Not found."}` for any
 * id not yours, 201 bare records, 204 deletes, lazy body parsing, 405 + `Allow`, 415, throttling with
 * `Retry-After` (`UserRateThrottle`, 1000 a minute per user), Django's HTML 404 and 413 (past
 * `DATA_UPLOAD_MAX_MEMORY_SIZE`, 2.5 MiB). What `FieldTruth` cannot say (the lenient conversions,
 * trimming, `null` refused on optional fields, a ListField's item rule) is in the README.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { keySequences, type ModelServerOptions, startModelServer } from '../shared/model-server.ts';
import { modelOperationTruths } from '../shared/model-truth.ts';
import { drfPipeline } from './handler.ts';
import { DRF_RULES } from './rules.ts';

export { DRF_RULES };

/** Every CharField refuses blanks; a serializer with no fields still rejects a non-object body. */
const DIALECT = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: true,
  rejectsNonObjectBodies: true,
  emptyStringsRejected: true,
};

const DRF = {
  defaults: { rateLimit: { limit: 1000, windowSeconds: 60 }, maxBodyBytes: 2_621_440 },
  // Django's auto-increment primary keys, one sequence per table.
  keys: () => keySequences(1042),
  operations: modelOperationTruths(DRF_RULES, DIALECT),
  pipeline: drfPipeline,
};

export function startDrfServer(options?: ModelServerOptions): Promise<ReferenceServerHandle> {
  return startModelServer(DRF, options);
}
