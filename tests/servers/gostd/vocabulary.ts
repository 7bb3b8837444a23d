/**
 * @module The gostd server's rule vocabulary: request structs as a Go 1.22 `net/http` service
 * declares them (`Bedrooms int `json:"bedrooms"``) plus the checks its hand-written `Validate()`
 * makes, and the `ServeMux` pattern each handler is registered under, all as data. One table drives
 * routing, auth, decoding, validation and the published truth.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { IdKind } from '../shared/rules.ts';

/**
 * One `if` of a `Validate()` method. `required` tests the Go zero value (`""`, `0`, nil); the others
 * run only on a non-zero value (`if r.State != "" && …`), as Go code that treats zero as "missing" does.
 */
export type Check =
  | { readonly kind: 'required' }
  /** Integers, inclusive. */
  | { readonly kind: 'between'; readonly min: number; readonly max: number }
  /** Strings, in runes (`utf8.RuneCountInString`). */
  | { readonly kind: 'runes'; readonly min?: number; readonly max: number }
  | { readonly kind: 'oneOf'; readonly values: readonly [string, ...string[]] }
  | { readonly kind: 'email' };

/** A field's Go type; `struct` is always a pointer (`*Signer`), so "absent" is nil. */
export type GoType =
  | { readonly go: 'string' | 'int' | 'int64' | 'bool' | '[]string' | 'map[string]interface {}' }
  | { readonly go: 'struct'; readonly struct: GoStruct };

export interface GoField {
  /** The exported Go field name. */
  readonly name: string;
  /** The `json:"…"` tag; keys match it exactly or, like `encoding/json`, case-insensitively. */
  readonly json: string;
  readonly type: GoType;
  readonly checks: readonly Check[];
}

export interface GoStruct {
  /** The type name in package `main`. */
  readonly name: string;
  readonly fields: readonly GoField[];
}

/** `none`: the handler never reads the body; otherwise it decodes into a struct or a `map[string]any`. */
export type GoBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'struct'; readonly struct: GoStruct }
  | { readonly kind: 'map' };

export type Method = 'GET' | 'POST' | 'DELETE';

export interface GoHandler {
  readonly auth: 'required' | 'none';
  /** The kind of record the single path wildcard names. */
  readonly idKind?: IdKind;
  readonly body: GoBody;
  readonly successStatus: 200 | 201 | 204;
  /** Fields of the success body (struct fields without `omitempty`: always present). */
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
}

export interface GoRoute extends GoHandler {
  /** As registered: `mux.HandleFunc("POST /v1/homes/{dealId}/note", …)`. */
  readonly pattern: `${Method} /${string}`;
  readonly method: Method;
  readonly path: string;
}

/** `mux.HandleFunc(pattern, …)`: the method and path read off the pattern. */
export function handle(pattern: GoRoute['pattern'], handler: GoHandler): GoRoute {
  const [method, path] = pattern.split(' ') as [Method, string];
  return { ...handler, pattern, method, path };
}
