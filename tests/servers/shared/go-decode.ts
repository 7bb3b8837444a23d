/**
 * @module `encoding/json` decoding into a Go request struct, for the Go look-alikes: keys matched
 * exactly, then case-insensitively; unknown keys skipped (or, with `DisallowUnknownFields`, an error);
 * `null` a no-op except where the zero value is nil (pointers, slices, maps, structs); integers only
 * from integer literals in int64 range; nested structs decoded the same way. Decoding goes on after a
 * failure, as in Go, but the FIRST error (in document order) is what `Decode` returns, worded as Go
 * does: `Go struct field Signer.primary.email` names the innermost struct and the path.
 */
import { firstFloatOverflow, type GoJson, goQuote } from './go-json.ts';

/** The field types the services use, as `reflect.Type.String()` prints them (structs: `<pkg>.<Name>`). */
export type GoScalar =
  | 'string'
  | 'int'
  | 'int64'
  | 'bool'
  | '[]string'
  | '[]int64'
  | 'map[string]interface {}';

export interface GoField {
  /** The exported Go field name. */
  readonly name: string;
  /** The `json:"…"` key. */
  readonly json: string;
  readonly type: GoScalar | GoStruct;
  /** `*T`: nil (`null`) when absent or sent as `null`. A struct field is always a pointer. */
  readonly pointer?: boolean;
}

export interface GoStruct {
  readonly name: string;
  readonly fields: readonly GoField[];
}

/** ints are `bigint` (int64 range); a map keeps its raw entries; `null` is nil. */
export type GoValue =
  | string
  | bigint
  | boolean
  | readonly (string | bigint)[]
  | ReadonlyMap<string, GoJson>
  | StructValue
  | null;

/** A decoded struct keyed by JSON tag; every field present (its zero value when not sent). */
export interface StructValue {
  readonly [json: string]: GoValue;
}

export interface DecodeOptions {
  /** The package struct names are printed in (`main`, `api`). */
  readonly pkg: string;
  readonly disallowUnknownFields: boolean;
}

export type Decoded =
  | { readonly ok: true; readonly value: StructValue }
  | { readonly ok: false; readonly error: string };

const KEEP: unique symbol = Symbol('keep');
type Keep = typeof KEEP;
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

function zeroOf(type: GoScalar | GoStruct): GoValue {
  if (type === 'string') return '';
  if (type === 'int' || type === 'int64') return 0n;
  return type === 'bool' ? false : null;
}

export function zeroValue(field: GoField): GoValue {
  return field.pointer ? null : zeroOf(field.type);
}

class Decoding {
  error: string | undefined;
  constructor(readonly options: DecodeOptions) {}

  save(message: string): Keep {
    this.error ??= message;
    return KEEP;
  }

  /** `UnmarshalTypeError`; `at` is absent at the top level. */
  mismatch(
    value: string,
    type: GoScalar | GoStruct | 'float64',
    at?: { struct: string; path: string[] },
  ): Keep {
    const name = typeof type === 'string' ? type : `${this.options.pkg}.${type.name}`;
    const into = at === undefined ? 'Go value' : `Go struct field ${at.struct}.${at.path.join('.')}`;
    return this.save(`json: cannot unmarshal ${value} into ${into} of type ${name}`);
  }

  struct(node: GoJson & { kind: 'object' }, struct: GoStruct, path: readonly string[]): StructValue {
    const values: Record<string, GoValue> = Object.fromEntries(
      struct.fields.map((f) => [f.json, zeroValue(f)]),
    );
    for (const [key, child] of node.entries) {
      const folded = key.toLowerCase();
      const field =
        struct.fields.find((candidate) => candidate.json === key) ??
        struct.fields.find((candidate) => candidate.json.toLowerCase() === folded);
      if (field === undefined) {
        if (this.options.disallowUnknownFields) this.save(`json: unknown field ${goQuote(key)}`);
        continue;
      }
      const at = { struct: struct.name, path: [...path, field.json] };
      const nil = field.pointer || zeroOf(field.type) === null;
      const value = child.kind === 'null' ? (nil ? null : KEEP) : this.value(child, field.type, at);
      if (value !== KEEP) values[field.json] = value;
    }
    return values;
  }

  value(node: GoJson, type: GoScalar | GoStruct, at?: { struct: string; path: string[] }): GoValue | Keep {
    if (node.kind === 'null') return zeroOf(type) === null ? null : KEEP;
    const mismatch = (value: string = node.kind, as: GoScalar | GoStruct | 'float64' = type): Keep =>
      this.mismatch(value, as, at);
    if (typeof type !== 'string')
      return node.kind === 'object' ? this.struct(node, type, at?.path ?? []) : mismatch();
    switch (type) {
      case 'string':
        return node.kind === 'string' ? node.value : mismatch();
      case 'bool':
        return node.kind === 'bool' ? node.value : mismatch();
      case 'int':
      case 'int64': {
        if (node.kind !== 'number') return mismatch();
        const value = /^-?\d+$/.test(node.literal) ? BigInt(node.literal) : undefined;
        return value === undefined || value < INT64.min || value > INT64.max
          ? mismatch(`number ${node.literal}`)
          : value;
      }
      case '[]string':
      case '[]int64': {
        if (node.kind !== 'array') return mismatch();
        const item = type === '[]string' ? 'string' : 'int64';
        return node.items.map((child) => {
          const value = this.value(child, item, at);
          return typeof value === 'string' || typeof value === 'bigint' ? value : (zeroOf(item) as string);
        });
      }
      case 'map[string]interface {}': {
        if (node.kind !== 'object') return mismatch();
        // Values are `interface{}`: numbers become float64, and one out of range fails.
        const overflow = firstFloatOverflow(node);
        return overflow === undefined ? new Map(node.entries) : mismatch(`number ${overflow}`, 'float64');
      }
      default:
        return type satisfies never;
    }
  }
}

/** `json.NewDecoder(r.Body).Decode(&req)` once the body's first JSON value has been read. */
export function decodeStruct(root: GoJson, struct: GoStruct, options: DecodeOptions): Decoded {
  const d = new Decoding(options);
  let value: StructValue = {};
  // A top-level `null` leaves every field at its zero value.
  if (root.kind === 'null' || root.kind === 'object')
    value = d.struct(root.kind === 'null' ? { kind: 'object', entries: [] } : root, struct, []);
  else d.mismatch(root.kind, struct);
  return d.error === undefined ? { ok: true, value } : { ok: false, error: d.error };
}

/** `Decode(&m)` into a `map[string]any`: any object passes, unless a number overflows float64. */
export function decodeMap(root: GoJson, options: DecodeOptions): Decoded {
  const d = new Decoding(options);
  d.value(root, 'map[string]interface {}');
  return d.error === undefined ? { ok: true, value: {} } : { ok: false, error: d.error };
}
