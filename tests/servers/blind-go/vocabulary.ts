/**
 * @module The blind-go server's rule vocabulary: request structs written as a Go/Gin service declares
 * them (`Bedrooms int `json:"bedrooms" binding:"required,min=0,max=20"``), their `binding` tags parsed
 * once at load time (a typo throws there), and each route's own conventions over the document's.
 */
import { goFieldLines } from '../shared/go-struct.ts';
import type { ModelServerOptions } from '../shared/model-server.ts';
import type { Route } from '../shared/routes.ts';

/**
 * A go-playground/validator tag of a `binding` (`required,min=0,max=20`, `oneof=a b`). Only the tags
 * this server's structs use exist; any other throws at load time.
 */
export type GoTag =
  | { readonly tag: 'required' }
  | { readonly tag: 'omitempty' }
  | { readonly tag: 'min' | 'max' | 'len'; readonly param: number }
  | { readonly tag: 'oneof'; readonly values: readonly [string, ...string[]] }
  | { readonly tag: 'email' };

export function parseBinding(binding: string): GoTag[] {
  if (binding === '') return [];
  return binding.split(',').map((part) => {
    const [tag = '', param] = part.split('=', 2) as [string?, string?];
    switch (tag) {
      case 'required':
      case 'omitempty':
      case 'email':
        if (param !== undefined) throw new Error(`tag '${tag}' takes no parameter in '${binding}'`);
        return { tag };
      case 'min':
      case 'max':
      case 'len': {
        const value = Number(param);
        if (param === undefined || !Number.isInteger(value)) throw new Error(`bad '${part}' in '${binding}'`);
        return { tag, param: value };
      }
      case 'oneof': {
        const [first, ...rest] = (param ?? '').split(' ').filter((value) => value !== '');
        if (first === undefined) throw new Error(`empty oneof in '${binding}'`);
        return { tag, values: [first, ...rest] };
      }
      default:
        throw new Error(`unsupported validator tag '${tag}' in '${binding}'`);
    }
  });
}

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

/** Rate limit off (`false`) by default (a window turns a ulule/limiter-style middleware on, and puts it in the truth); bound bodies capped at 32 KiB by default. */
export type BlindGoServerOptions = ModelServerOptions;
