/**
 * @module The gostd test server: `node:http` dressed as a Go 1.22 standard-library service
 * (`net/http` `ServeMux` patterns, `encoding/json` with `DisallowUnknownFields`, hand-written
 * `Validate()`). Plain-text `http.Error` answers, 301 path cleaning, 404/405 from the mux, Go's
 * decoder errors (400), first-problem validation (422), 401 `unauthorized`/`invalid token`, xid ids,
 * 201/200/204, a per-token token bucket (429, `Retry-After: 1`), `http.MaxBytesReader`'s 413.
 * Defaults: `rate.NewLimiter(10, 100)` per token (100 in a burst, 10 a second after), 1 MiB bodies.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startSchemaServer } from '../shared/schema-serve.ts';
import { createGostdHandler } from './handler.ts';
import { newXid } from './responders.ts';
import { gostdOperationTruths } from './truth.ts';
import type { GostdServerOptions } from './vocabulary.ts';

export { GOSTD_ROUTES } from './rules.ts';
export type { GoRoute, GostdServerOptions } from './vocabulary.ts';

export function startGostdServer(options: GostdServerOptions = {}): Promise<ReferenceServerHandle> {
  const server = {
    defaults: { rateLimit: { limit: 100, windowSeconds: 10 }, maxBodyBytes: 1024 * 1024 },
    makeId: () => newXid(),
    handler: createGostdHandler,
    operations: gostdOperationTruths,
    errorContentType: 'text/plain; charset=utf-8',
  };
  return startSchemaServer(server, options, {});
}
