/**
 * @module The blind-go server's rule vocabulary: request structs as a Go/Gin service declares them,
 * `type CreatePropertyRequest struct { Bedrooms int `json:"bedrooms" binding:"required,min=0,max=20"` }`,
 * written as data so one table drives decoding, validation and the published truth.
 */
import type { IdKind } from '../shared/rules.ts';

/** The Go types request fields use; `String()` of the `reflect.Type`, as error messages print it. */
export type GoType = 'string' | 'int' | 'int64' | 'bool' | '[]int64' | 'map[string]interface {}';

export interface GoField {
  /** The exported Go field name (PascalCase), as validator messages name it. */
  readonly name: string;
  /** The `json:"…"` key. Keys match it exactly or, like `encoding/json`, case-insensitively. */
  readonly json: string;
  readonly type: GoType;
  /** `*T`: `null`/absent is nil (so `required` fails), `""`/`0`/`false` are real values. */
  readonly pointer?: true;
  /** The `binding:"…"` tag, go-playground/validator syntax. */
  readonly binding: string;
}

export interface GoStruct {
  /** The type name (`CreatePropertyRequest`); the package is `api`. */
  readonly name: string;
  readonly fields: readonly GoField[];
}

/**
 * `none`: the handler reads no body; `ignored`: a GET body the handler never reads; `bind`:
 * `c.ShouldBindJSON(&req)` into `struct`.
 */
export type GoBodyRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'bind'; readonly struct: GoStruct };

export interface GoOperationRule {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  /** The kind of record the single path parameter (an int64) names. */
  readonly idKind?: IdKind;
  readonly body: GoBodyRule;
  /** JSON type of `data` in the `{ data, meta }` success envelope. */
  readonly data: 'object' | 'array' | 'null';
}

export const GO_PACKAGE = 'api';
