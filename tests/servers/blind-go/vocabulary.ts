/**
 * @module The blind-go server's rule vocabulary: request structs written as a Go/Gin service declares
 * them (`Bedrooms int `json:"bedrooms" binding:"required,min=0,max=20"``), their `binding` tags parsed
 * once at load time (a typo throws there), and each route's own conventions over the document's.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { goFieldLines } from '../shared/go-struct.ts';
import type { Route } from '../shared/routes.ts';
import { type GoTag, parseBinding } from './tags.ts';

/** The Go types request fields use; `String()` of the `reflect.Type`, as error messages print it. */
export type GoType = 'string' | 'int' | 'int64' | 'bool' | '[]int64' | 'map[string]interface {}';
const GO_TYPES: readonly string[] = ['string', 'int', 'int64', 'bool', '[]int64', 'map[string]interface {}'];

export interface GoField {
  /** The exported Go field name (PascalCase), as validator messages name it. */
  readonly name: string;
  /** The `json:"…"` key. Keys match it exactly or, like `encoding/json`, case-insensitively. */
  readonly json: string;
  readonly type: GoType;
  /** `*T`: `null`/absent is nil (so `required` fails), `""`/`0`/`false` are real values. */
  readonly pointer: boolean;
  /** The `binding:"…"` tag as written, and parsed (go-playground/validator syntax). */
  readonly binding: string;
  readonly tags: readonly GoTag[];
}

/** A request struct; field order is declaration order (validator reports failures in it). */
export interface GoStruct {
  /** The type name (`CreatePropertyRequest`); the package is `api`. */
  readonly name: string;
  readonly fields: readonly GoField[];
}

export const GO_PACKAGE = 'api';

/** `type <name> struct { … }` from its body, one field a line: `Name *T `json:"key" binding:"…"``. */
export function goStruct(name: string, body = ''): GoStruct {
  const fields = goFieldLines(name, body).map(({ name: field, pointer, type, tags }): GoField => {
    if (!GO_TYPES.includes(type)) throw new Error(`${name}.${field}: no type ${type}`);
    const binding = tags.binding ?? '';
    return {
      name: field,
      json: tags.json ?? '',
      type: type as GoType,
      pointer,
      binding,
      tags: parseBinding(binding),
    };
  });
  return { name, fields };
}

/**
 * `none`: the handler reads no body; `ignored`: a GET body the handler never reads; `bind`:
 * `c.ShouldBindJSON(&req)` into `struct`.
 */
export type GoBodyRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'bind'; readonly struct: GoStruct };

/** A route's own conventions; every route sits behind the bearer middleware. */
export interface GoOwn {
  readonly body: GoBodyRule;
  /** JSON type of `data` in the `{ data, meta }` success envelope (default: `object`, DELETE `null`). */
  readonly data?: 'object' | 'array' | 'null';
}

export interface GoOperationRule extends Route {
  readonly body: GoBodyRule;
  readonly data: 'object' | 'array' | 'null';
}

export interface BlindGoServerOptions {
  readonly port?: number;
  /** Off (`false`) by default; a window turns a ulule/limiter-style middleware on, and puts it in the truth. */
  readonly rateLimit?: RateLimitOptions | false;
  /** Bodies that are bound are capped (32 KiB by default). */
  readonly maxBodyBytes?: number;
}

export type ResolvedBlindGoOptions = Required<BlindGoServerOptions>;
