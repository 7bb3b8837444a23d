/**
 * @module The DRF test server: `node:http` dressed as Django REST Framework + SimpleJWT. Field-keyed
 * 400 error dicts (nested, all at once), DRF's lenient conversions (`"12"` → 12, `"yes"` → true,
 * 123 → `"123"`, trimmed strings), 401 + `Bearer realm="api"`, `{"detail": "Not found."}` for any
 * id not yours, 201 bare records, 204 deletes, lazy body parsing, 405 + `Allow`, 415, throttling with
 * `Retry-After` (`UserRateThrottle`, 1000 a minute per user), Django's HTML 404 and 413 (past
 * `DATA_UPLOAD_MAX_MEMORY_SIZE`, 2.5 MiB).
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type ModelServerOptions, modelServerTruth, resolveModelOptions } from '../shared/model-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createDrfHandler } from './handler.ts';
import { primaryKeys } from './python.ts';
import { drfOperationTruths } from './truth.ts';

export { DRF_RULES } from './rules.ts';

export function startDrfServer(options?: ModelServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveModelOptions(options, {
    rateLimit: { limit: 1000, windowSeconds: 60 },
    maxBodyBytes: 2_621_440,
  });
  const pk = primaryKeys();
  const tenants = new TenantDirectory(pk);
  const truth = modelServerTruth(drfOperationTruths(), resolved);
  return startOnLoopback(createDrfHandler(resolved, tenants, pk), resolved.port, tenants, truth);
}
