/**
 * @module `encoding/json` decoding into a request struct: keys matched exactly or case-insensitively,
 * unknown keys skipped, `null` a no-op except for pointers/slices/maps (nil), integers only from
 * integer literals, and the FIRST type mismatch reported as Go words it (decoding goes on, as in Go,
 * but only that error reaches the client, and validation never runs).
 */

import { firstFloatOverflow, type GoJson } from '../shared/go-json.ts';
import { GO_PACKAGE, type GoField, type GoStruct, type GoType } from './vocabulary.ts';

/** A decoded field: `null` is nil (pointer, slice or map); ints are `bigint` (int64 range). */
export type FieldValue = string | bigint | boolean | readonly bigint[] | ReadonlyMap<string, GoJson> | null;

/** Decoded fields keyed by Go field name; every field present (zero value when not sent). */
export type StructValue = ReadonlyMap<string, FieldValue>;

export type UnmarshalResult =
  | { readonly ok: true; readonly value: StructValue }
  | { readonly ok: false; readonly error: string };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function zeroValue(field: GoField): FieldValue {
  if (field.pointer) return null;
  switch (field.type) {
    case 'string':
      return '';
    case 'int':
    case 'int64':
      return 0n;
    case 'bool':
      return false;
    case '[]int64':
    case 'map[string]interface {}':
      return null;
    default:
      return field.type satisfies never;
  }
}

export function unmarshal(root: GoJson, struct: GoStruct): UnmarshalResult {
  const values = new Map<string, FieldValue>(struct.fields.map((field) => [field.name, zeroValue(field)]));
  if (root.kind === 'null') return { ok: true, value: values };
  if (root.kind !== 'object') {
    return {
      ok: false,
      error: `json: cannot unmarshal ${word(root)} into Go value of type ${GO_PACKAGE}.${struct.name}`,
    };
  }
  let firstError: string | undefined;
  for (const [key, node] of root.entries) {
    const folded = key.toLowerCase();
    const field =
      struct.fields.find((candidate) => candidate.json === key) ??
      struct.fields.find((candidate) => candidate.json.toLowerCase() === folded);
    if (field === undefined) continue;
    const decoded = decodeField(node, field);
    if (decoded.kind === 'mismatch') {
      firstError ??= `json: cannot unmarshal ${decoded.value} into Go struct field ${struct.name}.${field.json} of type ${decoded.type}`;
    } else if (decoded.kind === 'set') {
      values.set(field.name, decoded.value);
    }
  }
  return firstError === undefined ? { ok: true, value: values } : { ok: false, error: firstError };
}

type Decoded =
  | { readonly kind: 'set'; readonly value: FieldValue }
  /** `null` into a non-pointer value: Go leaves the field as it was. */
  | { readonly kind: 'keep' }
  | { readonly kind: 'mismatch'; readonly value: string; readonly type: string };

function decodeField(node: GoJson, field: GoField): Decoded {
  if (node.kind === 'null') {
    return field.pointer || field.type === '[]int64' || field.type === 'map[string]interface {}'
      ? { kind: 'set', value: null }
      : { kind: 'keep' };
  }
  return decodeAs(node, field.type);
}

function decodeAs(node: GoJson, type: GoType): Decoded {
  const mismatch = (value: string, as: string = type): Decoded => ({ kind: 'mismatch', value, type: as });
  switch (type) {
    case 'string':
      return node.kind === 'string' ? { kind: 'set', value: node.value } : mismatch(word(node));
    case 'bool':
      return node.kind === 'bool' ? { kind: 'set', value: node.value } : mismatch(word(node));
    case 'int':
    case 'int64': {
      if (node.kind !== 'number') return mismatch(word(node));
      const value = goInt(node.literal);
      return value === undefined ? mismatch(`number ${node.literal}`) : { kind: 'set', value };
    }
    case '[]int64': {
      if (node.kind !== 'array') return mismatch(word(node));
      const items: bigint[] = [];
      for (const item of node.items) {
        if (item.kind === 'null') {
          items.push(0n);
          continue;
        }
        const decoded = decodeAs(item, 'int64');
        if (decoded.kind === 'mismatch') return decoded;
        if (decoded.kind === 'set' && typeof decoded.value === 'bigint') items.push(decoded.value);
      }
      return { kind: 'set', value: items };
    }
    case 'map[string]interface {}': {
      if (node.kind !== 'object') return mismatch(word(node));
      const overflow = firstFloatOverflow(node);
      if (overflow !== undefined) return mismatch(`number ${overflow}`, 'float64');
      return { kind: 'set', value: new Map(node.entries) };
    }
    default:
      return type satisfies never;
  }
}

/** `strconv.ParseInt(literal, 10, 64)` on a JSON number literal. */
function goInt(literal: string): bigint | undefined {
  if (!/^-?\d+$/.test(literal)) return undefined;
  const value = BigInt(literal);
  return value < INT64_MIN || value > INT64_MAX ? undefined : value;
}

function word(node: GoJson): string {
  return node.kind === 'null' ? 'null' : node.kind;
}
