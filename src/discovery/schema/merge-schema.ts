/**
 * @module Merging two inferred schemas into one that describes the samples of both, so inference is
 * incremental. A schema is read as parts — its set of types, the string format, the object part
 * (properties, required), the array part (items) — merged part by part and written back:
 * `required` is what both require, a format survives only when both agree, `integer` widens to
 * `number`, `null` joins the type list, object/array beside other types become `anyOf` branches.
 * `{}` (nothing seen yet) is the identity.
 */
import type { JsonSchema } from '../../core/json-schema.ts';

type TypeName = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
const typeOrder: readonly TypeName[] = ['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'];

interface Parts {
  readonly types: Set<TypeName>;
  readonly format: string | undefined;
  readonly properties: ReadonlyMap<string, JsonSchema>;
  readonly required: ReadonlySet<string>;
  readonly items: JsonSchema | undefined;
}

const empty: Parts = {
  types: new Set(),
  format: undefined,
  properties: new Map(),
  required: new Set(),
  items: undefined,
};

function typesOf(schema: JsonSchema): TypeName[] {
  const listed = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  return typeOrder.filter((t) => listed.includes(t));
}

function decompose(schema: JsonSchema): Parts {
  const types = new Set(typesOf(schema));
  const own: Parts = {
    types,
    format: types.has('string') ? schema.format : undefined,
    properties: new Map(types.has('object') ? Object.entries(schema.properties ?? {}) : []),
    required: new Set(types.has('object') ? (schema.required ?? []) : []),
    items: types.has('array') ? schema.items : undefined,
  };
  return (schema.anyOf ?? []).map(decompose).reduce(combine, own);
}

function combine(a: Parts, b: Parts): Parts {
  const types = new Set([...a.types, ...b.types]);
  const aString = a.types.has('string');
  const bString = b.types.has('string');
  const format =
    aString && bString ? (a.format === b.format ? a.format : undefined) : aString ? a.format : b.format;
  const aObject = a.types.has('object');
  const bObject = b.types.has('object');
  let properties = aObject ? a.properties : b.properties;
  let required = aObject ? a.required : b.required;
  if (aObject && bObject) {
    const merged = new Map(a.properties);
    for (const [key, schema] of b.properties) {
      const seen = merged.get(key);
      merged.set(key, seen === undefined ? schema : mergeSchemas(seen, schema));
    }
    properties = merged;
    required = new Set([...a.required].filter((key) => b.required.has(key)));
  }
  const bothArrays = a.types.has('array') && b.types.has('array');
  const items =
    bothArrays && a.items !== undefined && b.items !== undefined
      ? mergeSchemas(a.items, b.items)
      : a.types.has('array')
        ? (a.items ?? (b.types.has('array') ? b.items : undefined))
        : b.items;
  return { types, format, properties, required, items };
}

function objectSchema(parts: Parts): JsonSchema {
  const schema: JsonSchema = { type: 'object' };
  if (parts.properties.size > 0) schema.properties = Object.fromEntries(parts.properties);
  const required = [...parts.properties.keys()].filter((key) => parts.required.has(key));
  if (required.length > 0) schema.required = required;
  return schema;
}

function arraySchema(parts: Parts): JsonSchema {
  return parts.items === undefined ? { type: 'array' } : { type: 'array', items: parts.items };
}

function typeValue(types: readonly TypeName[]): string | string[] {
  return types.length === 1 ? (types[0] ?? 'null') : [...types];
}

function compose(parts: Parts): JsonSchema {
  const types = typeOrder.filter(
    (t) => parts.types.has(t) && !(t === 'integer' && parts.types.has('number')),
  );
  if (types.length === 0) return {};
  const structured = [
    ...(types.includes('object') ? [objectSchema(parts)] : []),
    ...(types.includes('array') ? [arraySchema(parts)] : []),
  ];
  const scalars = types.filter((t) => t !== 'object' && t !== 'array');
  const scalar: JsonSchema = { type: typeValue(scalars) };
  if (scalars.includes('string') && parts.format !== undefined) scalar.format = parts.format;
  const [only] = structured;
  if (only === undefined) return scalar;
  if (structured.length === 1 && scalars.every((t) => t === 'null')) {
    return scalars.length === 0 ? only : { ...only, type: [String(only.type), 'null'] };
  }
  return { anyOf: scalars.length === 0 ? structured : [...structured, scalar] };
}

/** The schema of the samples of `a` and of `b` together (both inferred by this module). */
export function mergeSchemas(a: JsonSchema, b: JsonSchema): JsonSchema {
  return compose(combine(decompose(a), decompose(b)));
}

/** A schema rewritten in canonical form (type order, integer/number widening, anyOf layout). */
export function normalizeSchema(schema: JsonSchema): JsonSchema {
  return compose(combine(decompose(schema), empty));
}
