/**
 * @module The serde server's rule vocabulary: request structs as a Rust service declares them
 * (`#[derive(Deserialize, Validate)] #[serde(rename_all = "camelCase")]`), fields by their Rust
 * (snake_case) names with serde types (`u64`, `Option<String>`, unit-variant enums) and the
 * `#[validate(…)]` checks of the `validator` crate. One table drives routing, auth, decoding,
 * validation and the published truth.
 */
import type { ResponseSpec } from '../shared/model-response.ts';
import type { ModelServerOptions } from '../shared/model-server.ts';
import type { Route } from '../shared/routes.ts';

export type RustInt = 'u16' | 'u32' | 'u64' | 'i64';

/** A serde type; `Option<T>` is the field's `optional`, not a type. */
export type RustType =
  | { readonly kind: 'String' }
  | { readonly kind: 'int'; readonly int: RustInt }
  | { readonly kind: 'f64' }
  | { readonly kind: 'bool' }
  | { readonly kind: 'Vec'; readonly of: RustType }
  /** A unit-variant enum with `rename_all`: its variants as they are spelled on the wire. */
  | { readonly kind: 'enum'; readonly name: string; readonly variants: readonly [string, ...string[]] }
  | { readonly kind: 'struct'; readonly struct: RustStruct };

/** One `#[validate(…)]` check. `regex` carries its own message (the validator crate's `message = …`). */
export type Check =
  | { readonly code: 'length'; readonly min?: number; readonly max?: number; readonly equal?: number }
  | { readonly code: 'range'; readonly min?: number; readonly max?: number }
  | { readonly code: 'email' }
  | { readonly code: 'regex'; readonly pattern: RegExp; readonly message: string };

export interface RustField {
  /** The Rust name (`legal_name`): what the validator crate reports. */
  readonly rust: string;
  /** The JSON key serde reads (`legalName`, `rename_all = "camelCase"`). */
  readonly json: string;
  readonly type: RustType;
  /** `Option<T>`: may be absent or `null`. */
  readonly optional: boolean;
  readonly checks: readonly Check[];
}

export interface RustStruct {
  readonly name: string;
  readonly fields: readonly RustField[];
}

export const string: RustType = { kind: 'String' };
export const bool: RustType = { kind: 'bool' };
export const f64: RustType = { kind: 'f64' };
export const int = (name: RustInt): RustType => ({ kind: 'int', int: name });
export const vec = (of: RustType): RustType => ({ kind: 'Vec', of });
export const enumOf = (name: string, variants: readonly [string, ...string[]]): RustType => ({
  kind: 'enum',
  name,
  variants,
});
export const nested = (struct: RustStruct): RustType => ({ kind: 'struct', struct });

/** `snake_case` → `camelCase`, as `rename_all = "camelCase"` spells keys. */
export function camelCase(rust: string): string {
  return rust.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** `[type, ...checks]`, optional when written `opt(type)`. */
type FieldSpec = readonly [RustType | { readonly option: RustType }, ...Check[]];

export const opt = (type: RustType) => ({ option: type });

/** A struct from `{ rust_name: [type, ...checks] }`, in declaration order. */
export function struct(name: string, fields: Readonly<Record<string, FieldSpec>>): RustStruct {
  return {
    name,
    fields: Object.entries(fields).map(([rust, [type, ...checks]]) => ({
      rust,
      json: camelCase(rust),
      type: 'option' in type ? type.option : type,
      optional: 'option' in type,
      checks,
    })),
  };
}

/** `none`: no body extractor (GETs ignore what is sent); `json`: `ValidatedJson<T>`. */
export type SerdeBody = { readonly kind: 'none' } | { readonly kind: 'json'; readonly struct: RustStruct };

/** What a handler states beyond the document's route. */
export interface SerdeOwn {
  readonly body: SerdeBody;
  /** 200 unless stated. */
  readonly successStatus?: 200 | 201 | 204;
  /** The success body, camelCase (absent for 204). */
  readonly reply?: ResponseSpec;
  readonly auth?: 'required' | 'none';
}

export interface SerdeRoute extends Route {
  readonly auth: 'required' | 'none';
  readonly body: SerdeBody;
  readonly successStatus: 200 | 201 | 204;
  readonly reply?: ResponseSpec;
}

export type SerdeServerOptions = ModelServerOptions;
