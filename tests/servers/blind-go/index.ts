/**
 * @module The blind-go test server: `node:http` dressed as a Go/Gin service with go-playground/validator.
 * 400 `{ "error": "Key: 'CreatePropertyRequest.Bedrooms' Error:Field validation for 'Bedrooms' failed
 * on the 'max' tag" }` (no limits, no allowed values), Go unmarshal and syntax errors, unknown fields
 * ignored, zero values as missing, 401 plain text everywhere, `{ data, meta }` on every 200, int64 ids.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startSchemaServer } from '../shared/schema-serve.ts';
import { createGoHandler } from './handler.ts';
import { idSequences } from './router.ts';
import { GO_OPERATION_TRUTHS } from './truth.ts';
import type { BlindGoServerOptions } from './vocabulary.ts';

export { GO_RULES } from './rules.ts';
export type { BlindGoServerOptions, GoField, GoOperationRule, GoStruct } from './vocabulary.ts';

export function startBlindGoServer(options: BlindGoServerOptions = {}): Promise<ReferenceServerHandle> {
  const server = {
    defaults: { rateLimit: false as const, maxBodyBytes: 32_768 },
    makeId: idSequences(),
    handler: createGoHandler,
    operations: () => GO_OPERATION_TRUTHS,
  };
  return startSchemaServer(server, options, {});
}
