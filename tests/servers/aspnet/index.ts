/**
 * @module The ASP.NET test server: `node:http` dressed as an ASP.NET Core Web API. 400
 * ProblemDetails with an `errors` dictionary (PascalCase keys, `Primary.Email`; System.Text.Json
 * conversion failures keyed `$.bedrooms`), an `X-Api-Key` header (or a bearer token), GUID route
 * constraints, case-insensitive property names and enum names, bare 401/404/405/413/429. Its truth
 * names the key's header (`credentialHeader: 'X-Api-Key'`): a client that can only send
 * `Authorization: Bearer` is refused (401) on every non-anonymous operation.
 */
import { randomUUID } from 'node:crypto';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { modelOperationTruths } from '../shared/model-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createAspNetHandler, type PipelineOptions } from './pipeline.ts';
import { ASPNET_RULES } from './rules.ts';

export { ASPNET_RULES };

export interface AspNetServerOptions extends Partial<PipelineOptions> {
  readonly port?: number;
}
// The options, by default: `auth: 'api-key'` (the tenant's token in `X-Api-Key`; `bearer`: as
// `Authorization: Bearer`, the JwtBearer scheme); `rateLimit: false` (a fixed-window limiter
// answering a bare 429 when given, as off in a fresh template); `maxBodyBytes`: 1 MiB
// (`[RequestSizeLimit]`); `reader: 'system-text-json'` (16.5 for an `int` and an unknown enum name
// fail conversion, naming the property; `jackson`: a JVM service's reader, see `binding.ts`);
// `completeOnce: false` (completing a report twice answers 409, before validation).
const DEFAULTS: PipelineOptions = {
  auth: 'api-key',
  rateLimit: false,
  maxBodyBytes: 1_048_576,
  reader: 'system-text-json',
  completeOnce: false,
};

const DIALECT = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: true,
  rejectsNonObjectBodies: true,
};

export function aspNetTruth(options: PipelineOptions): ServerTruth {
  return {
    operations: modelOperationTruths(ASPNET_RULES, DIALECT),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/problem+json',
    ...(options.auth === 'api-key' ? { credentialHeader: 'X-Api-Key' } : {}),
  };
}

export function startAspNetServer(options: AspNetServerOptions = {}): Promise<ReferenceServerHandle> {
  const { port = 0, ...given } = options;
  const set = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const resolved: PipelineOptions = { ...DEFAULTS, ...set };
  const tenants = new TenantDirectory(() => randomUUID());
  return startOnLoopback(createAspNetHandler(resolved, tenants), port, tenants, aspNetTruth(resolved));
}
