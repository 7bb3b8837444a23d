/**
 * @module The blind-zod test server: `node:http` dressed as Express + zod. 400 `ZodError` issue lists
 * (all at once), strict objects, nullable optionals, 401 with a Bearer challenge (op 18 public),
 * 201 + `Location` for creates, 204 DELETEs, cuid ids, IETF `RateLimit`/`RateLimit-Policy` headers.
 * Defaults: 1000 requests per 60 s per token, 1 MiB bodies (as Express's body parser would be set).
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createZodHandler } from './handler.ts';
import { cuid } from './responders.ts';
import { blindZodTruth } from './truth.ts';
import type { BlindZodServerOptions, ResolvedBlindZodOptions } from './vocabulary.ts';

export { ZOD_RULES } from './rules.ts';
export type { BlindZodServerOptions, ZodFieldRule, ZodOperationRule } from './vocabulary.ts';

export function startBlindZodServer(options: BlindZodServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: ResolvedBlindZodOptions = {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
    bodies: options.bodies ?? {},
  };
  const tenants = new TenantDirectory(cuid);
  return startOnLoopback(
    createZodHandler(resolved, tenants),
    resolved.port,
    tenants,
    blindZodTruth(resolved),
  );
}
