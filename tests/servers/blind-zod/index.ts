/**
 * @module The blind-zod test server: `node:http` dressed as Express + zod. 400 `ZodError` issue lists
 * (all at once), strict objects, nullable optionals, 401 with a Bearer challenge (op 18 public),
 * 201 + `Location` for creates, 204 DELETEs, cuid ids, IETF `RateLimit`/`RateLimit-Policy` headers.
 * Defaults: 1000 requests per 60 s per token, 1 MiB bodies (as Express's body parser would be set).
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startSchemaServer } from '../shared/schema-serve.ts';
import { createZodHandler } from './handler.ts';
import { cuid } from './responders.ts';
import { zodOperationTruths } from './truth.ts';
import type { BlindZodServerOptions } from './vocabulary.ts';

export { ZOD_RULES } from './rules.ts';
export type { BlindZodServerOptions, ZodFieldRule, ZodOperationRule } from './vocabulary.ts';

export function startBlindZodServer(options: BlindZodServerOptions = {}): Promise<ReferenceServerHandle> {
  const server = {
    defaults: { rateLimit: { limit: 1000, windowSeconds: 60 }, maxBodyBytes: 1_048_576 },
    makeId: cuid,
    handler: createZodHandler,
    operations: zodOperationTruths,
  };
  return startSchemaServer(server, options, { bodies: options.bodies ?? {} });
}
