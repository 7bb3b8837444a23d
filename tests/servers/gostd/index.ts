/**
 * @module The gostd test server: `node:http` dressed as a Go 1.22 standard-library service
 * (`net/http` `ServeMux` patterns, `encoding/json` with `DisallowUnknownFields`, hand-written
 * `Validate()`). Plain-text `http.Error` answers, 301 path cleaning, 404/405 from the mux, Go's
 * decoder errors (400), first-problem validation (422), 401 `unauthorized`/`invalid token`, xid ids,
 * 201/200/204, a per-token token bucket (429, `Retry-After: 1`), `http.MaxBytesReader`'s 413.
 * Defaults: `rate.NewLimiter(10, 100)` per token (100 in a burst, 10 a second after), 1 MiB bodies.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createGostdHandler } from './handler.ts';
import { newXid } from './responders.ts';
import { gostdTruth } from './truth.ts';
import type { GostdServerOptions, ResolvedGostdOptions } from './vocabulary.ts';

export { GOSTD_ROUTES } from './rules.ts';
export type { GoRoute, GostdServerOptions } from './vocabulary.ts';

export function startGostdServer(options: GostdServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: ResolvedGostdOptions = {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 100, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
  };
  const tenants = new TenantDirectory(() => newXid());
  return startOnLoopback(createGostdHandler(resolved, tenants), resolved.port, tenants, gostdTruth(resolved));
}
