/**
 * @module The serde test server: `node:http` dressed as a Rust service on axum, serde and the
 * validator crate. `text/plain` refusals one problem at a time: serde's data errors first (422
 * ``Failed to deserialize the JSON body into the target type: primary: missing field `legalName` at
 * line 1 column 14``, `` unknown variant `ios`, expected one of … ``, `invalid type: string "765047",
 * expected u64`), then the validator's first error keyed by the Rust name (422 ``Input validation
 * error: [contact_email: Validation error: email [{"value": String("x")}]]``); strict typing
 * (`"12"`, `2.0`, `-1` and `null` refused where serde refuses them), `u64` ids in paths and bodies,
 * closed sets listed only in those texts, empty 401/404/405, 415 without a JSON content type,
 * 413 past 2 MiB. No rate limit unless one is given (tower_governor's 429).
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startSchemaServer } from '../shared/schema-serve.ts';
import { createSerdeHandler } from './handler.ts';
import { nextSerdeId } from './ids.ts';
import { serdeOperationTruths } from './truth.ts';
import type { SerdeServerOptions } from './vocabulary.ts';

export { SERDE_ROUTES } from './rules.ts';

export function startSerdeServer(options: SerdeServerOptions = {}): Promise<ReferenceServerHandle> {
  const server = {
    defaults: { rateLimit: false as const, maxBodyBytes: 2 * 1024 * 1024 },
    makeId: nextSerdeId,
    handler: createSerdeHandler,
    operations: serdeOperationTruths,
    errorContentType: 'text/plain; charset=utf-8',
  };
  return startSchemaServer(server, options, {});
}
