/**
 * @module The blind-go test server: `node:http` dressed as a Go/Gin service with go-playground/validator.
 * 400 `{ "error": "Key: 'CreatePropertyRequest.Bedrooms' Error:Field validation for 'Bedrooms' failed
 * on the 'max' tag" }` (no limits, no allowed values), Go unmarshal and syntax errors, unknown fields
 * ignored, zero values as missing, 401 plain text everywhere, `{ data, meta }` on every 200, int64 ids.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createGoHandler } from './handler.ts';
import { idSequences } from './ids.ts';
import { blindGoTruth } from './truth.ts';
import type { BlindGoServerOptions, ResolvedBlindGoOptions } from './vocabulary.ts';

export { GO_RULES } from './rules.ts';
export type { BlindGoServerOptions, GoField, GoOperationRule, GoStruct } from './vocabulary.ts';

export function startBlindGoServer(options: BlindGoServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: ResolvedBlindGoOptions = {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 32_768,
  };
  const tenants = new TenantDirectory(idSequences());
  return startOnLoopback(createGoHandler(resolved, tenants), resolved.port, tenants, blindGoTruth(resolved));
}
