/**
 * @module The gostd test server: `node:http` dressed as a Go 1.22 standard-library service
 * (`net/http` `ServeMux` patterns, `encoding/json` with `DisallowUnknownFields`, hand-written
 * `Validate()`). Plain-text `http.Error` answers, 301 path cleaning, 404/405 from the mux, Go's
 * decoder errors (400), first-problem validation (422), 401 `unauthorized`/`invalid token`, xid ids,
 * 201/200/204, a per-token token bucket (429, `Retry-After: 1`), `http.MaxBytesReader`'s 413.
 */
export type { GostdServerOptions } from './options.ts';
export { GOSTD_ROUTES } from './rules.ts';
export { startGostdServer } from './server.ts';
export type { GoRoute } from './vocabulary.ts';
