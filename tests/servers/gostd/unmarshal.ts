/**
 * @module `encoding/json` decoding into a request struct with `DisallowUnknownFields()`: keys
 * matched exactly, then case-insensitively; `null` a no-op (nil for slices, maps and pointers);
 * integers only from integer literals in int64 range; nested structs decoded the same way. The
 * FIRST error (a type mismatch or an unknown field, in document order) is what `Decode` returns,
 * worded as Go does: `Go struct field Signer.primary.email` names the innermost struct and the path.
 */
import { firstFloatOverflow, type GoJson, goQuote } from '../shared/go-json.ts';
import type { GoBody, GoStruct, GoType } from './vocabulary.ts';

export type GoValue = string | number | boolean | readonly string[] | StructValue | null;

/** A decoded struct, keyed by JSON tag; every field present (its zero value when not sent). */
export interface StructValue {
  readonly [json: string]: GoValue;
}

export type Unmarshalled =
  | { readonly ok: true; readonly value: StructValue }
  | { readonly ok: false; readonly error: string };

/** Where a value sits, for `UnmarshalTypeError`: absent at the top level. */
interface ErrorContext {
  readonly struct: string;
  readonly stack: readonly string[];
}

const KEEP: unique symbol = Symbol('keep');
type Keep = typeof KEEP;
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };

class Decoding {
  error: string | undefined;

  save(message: string): Keep {
    this.error ??= message;
    return KEEP;
  }

  mismatch(value: string, type: string, at: ErrorContext | undefined): Keep {
    const into = at === undefined ? 'Go value' : `Go struct field ${at.struct}.${at.stack.join('.')}`;
    return this.save(`json: cannot unmarshal ${value} into ${into} of type ${type}`);
  }
}

function typeName(type: GoType): string {
  return type.go === 'struct' ? `main.${type.struct.name}` : type.go;
}

const word = (node: GoJson) => node.kind;

export function zeroValue(type: GoType): GoValue {
  switch (type.go) {
    case 'string':
      return '';
    case 'int':
    case 'int64':
      return 0;
    case 'bool':
      return false;
    case '[]string':
    case 'map[string]interface {}':
    case 'struct':
      return null;
    default:
      return type satisfies never;
  }
}

function decodeStruct(
  node: GoJson & { kind: 'object' },
  struct: GoStruct,
  stack: readonly string[],
  d: Decoding,
) {
  const values: Record<string, GoValue> = Object.fromEntries(
    struct.fields.map((field) => [field.json, zeroValue(field.type)]),
  );
  for (const [key, child] of node.entries) {
    const folded = key.toLowerCase();
    const field =
      struct.fields.find((candidate) => candidate.json === key) ??
      struct.fields.find((candidate) => candidate.json.toLowerCase() === folded);
    if (field === undefined) {
      d.save(`json: unknown field ${goQuote(key)}`);
      continue;
    }
    const value = decodeValue(child, field.type, { struct: struct.name, stack: [...stack, field.json] }, d);
    if (value !== KEEP) values[field.json] = value;
  }
  return values;
}

function decodeValue(node: GoJson, type: GoType, at: ErrorContext | undefined, d: Decoding): GoValue | Keep {
  if (node.kind === 'null') return zeroValue(type) === null ? null : KEEP;
  const mismatch = (value: string = word(node), as = typeName(type)): Keep => d.mismatch(value, as, at);
  switch (type.go) {
    case 'string':
      return node.kind === 'string' ? node.value : mismatch();
    case 'bool':
      return node.kind === 'bool' ? node.value : mismatch();
    case 'int':
    case 'int64': {
      if (node.kind !== 'number') return mismatch();
      const value = /^-?\d+$/.test(node.literal) ? BigInt(node.literal) : undefined;
      if (value === undefined || value < INT64.min || value > INT64.max)
        return mismatch(`number ${node.literal}`);
      return Number(value);
    }
    case '[]string': {
      if (node.kind !== 'array') return mismatch();
      return node.items.map((item) => {
        const value = decodeValue(item, { go: 'string' }, at, d);
        return typeof value === 'string' ? value : '';
      });
    }
    case 'map[string]interface {}': {
      if (node.kind !== 'object') return mismatch();
      // Values are `interface{}`: numbers become float64, and one out of range fails.
      const overflow = firstFloatOverflow(node);
      return overflow === undefined ? {} : mismatch(`number ${overflow}`, 'float64');
    }
    case 'struct':
      return node.kind === 'object' ? decodeStruct(node, type.struct, at?.stack ?? [], d) : mismatch();
    default:
      return type satisfies never;
  }
}

/** `json.NewDecoder(r.Body).Decode(&req)` once the body's first JSON value has been read. */
export function unmarshal(root: GoJson, body: Exclude<GoBody, { kind: 'none' }>): Unmarshalled {
  const d = new Decoding();
  let value: StructValue = {};
  if (body.kind === 'map') decodeValue(root, { go: 'map[string]interface {}' }, undefined, d);
  // A top-level `null` leaves every field at its zero value.
  else if (root.kind === 'null' || root.kind === 'object')
    value = decodeStruct(root.kind === 'null' ? { kind: 'object', entries: [] } : root, body.struct, [], d);
  else d.mismatch(word(root), `main.${body.struct.name}`, undefined);
  return d.error === undefined ? { ok: true, value } : { ok: false, error: d.error };
}
