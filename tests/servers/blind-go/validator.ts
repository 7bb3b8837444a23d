/**
 * @module go-playground/validator over a decoded struct: per field, tags in order, the first failing
 * tag reported; all fields checked; the messages joined by newlines as `ValidationErrors.Error()`
 * prints them. No limits or allowed values appear in the text.
 */

import { type GoValue as FieldValue, type StructValue, zeroValue } from '../shared/go-decode.ts';
import type { GoField, GoStruct, GoTag } from './vocabulary.ts';

/** A close cousin of validator's `emailRegexString`: dot-atoms, `@`, and a dotted host name. */
const EMAIL =
  /^[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~]+(?:\.[\p{L}\p{N}!#$%&'*+\-/=?^_`{|}~]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}\-_~]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}\-_~]*[\p{L}\p{N}])?\.?$/u;

/** `undefined` when the struct is valid. */
export function validationError(struct: GoStruct, values: StructValue): string | undefined {
  const lines = struct.fields.flatMap((field) => {
    const tag = failingTag(field, values[field.json] ?? zeroValue(field));
    return tag === undefined
      ? []
      : [
          `Key: '${struct.name}.${field.name}' Error:Field validation for '${field.name}' failed on the '${tag}' tag`,
        ];
  });
  return lines.length === 0 ? undefined : lines.join('\n');
}

function failingTag(field: GoField, value: FieldValue): GoTag['tag'] | undefined {
  for (const tag of field.tags) {
    switch (tag.tag) {
      case 'required':
        if (!hasValue(field, value)) return 'required';
        break;
      case 'omitempty':
        if (value === null || (!field.pointer && isZero(value))) return undefined;
        break;
      default:
        // A nil pointer reaching a value tag fails it (validator cannot dereference nil).
        if (value === null && field.pointer) return tag.tag;
        if (!passes(tag, value)) return tag.tag;
    }
  }
  return undefined;
}

/** validator's `hasValue`: non-nil for pointers, slices and maps; non-zero for values. */
function hasValue(field: GoField, value: FieldValue): boolean {
  if (field.pointer || field.type === '[]int64' || field.type === 'map[string]interface {}')
    return value !== null;
  return !isZero(value);
}

function isZero(value: FieldValue): boolean {
  return value === null || value === '' || value === 0n || value === false;
}

function passes(tag: Exclude<GoTag, { tag: 'required' | 'omitempty' }>, value: FieldValue): boolean {
  switch (tag.tag) {
    case 'min':
      return size(value) >= BigInt(tag.param);
    case 'max':
      return size(value) <= BigInt(tag.param);
    case 'len':
      return size(value) === BigInt(tag.param);
    case 'oneof':
      return (typeof value === 'string' || typeof value === 'bigint') && tag.values.includes(String(value));
    case 'email':
      return typeof value === 'string' && EMAIL.test(value);
    default:
      return tag satisfies never;
  }
}

/** Runes for strings, the value for integers, the length for slices and maps. */
function size(value: FieldValue): bigint {
  if (typeof value === 'string') return BigInt([...value].length);
  if (typeof value === 'bigint') return value;
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (value === null) return 0n;
  return BigInt(value instanceof Map ? value.size : (value as readonly bigint[]).length);
}
