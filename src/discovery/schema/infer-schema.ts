/**
 * @module Schema inference from observed JSON values (JSON Schema 2020-12, as OpenAPI 3.1 uses it):
 * types (`integer` only when every number seen is whole), nested `properties`, `required` = the keys
 * present in every object, nullable as `["string", "null"]`, array `items` merged over every element
 * of every sample, mixed types as a type list (or `anyOf` beside objects/arrays), and a `format` only
 * when every string seen at that place has it. Never `enum` or bounds: samples do not establish them.
 * Property order is first-seen. Depth and sample count are capped; past the depth cap an object or
 * array is described by its type alone (which still accepts it).
 */

import type { JsonSchema } from '../../core/json-schema.ts';
import { detectFormat } from './detect-format.ts';
import { mergeSchemas } from './merge-schema.ts';

export interface InferOptions {
  /** Nesting levels described in full (default 12). */
  readonly maxDepth?: number;
  /** Samples read (default 1000); later ones are ignored. */
  readonly maxSamples?: number;
}

function isPlainValue(value: unknown): boolean {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
}

/** The schema of one value, or undefined for what JSON cannot hold (`undefined`, functions). */
export function schemaOf(value: unknown, depth = 0, maxDepth = 12): JsonSchema | undefined {
  if (value === null) return { type: 'null' };
  switch (typeof value) {
    case 'boolean':
      return { type: 'boolean' };
    case 'bigint':
      return { type: 'integer' };
    case 'number':
      return { type: Number.isInteger(value) ? 'integer' : 'number' };
    case 'string': {
      const format = detectFormat(value);
      return format === undefined ? { type: 'string' } : { type: 'string', format };
    }
    case 'object':
      return Array.isArray(value) ? arrayOf(value, depth, maxDepth) : objectOf(value, depth, maxDepth);
    default:
      return undefined;
  }
}

function arrayOf(values: readonly unknown[], depth: number, maxDepth: number): JsonSchema {
  if (depth >= maxDepth) return { type: 'array' };
  let items: JsonSchema = {};
  // JSON writes holes and undefined elements as null.
  for (const element of values)
    items = mergeSchemas(items, schemaOf(element ?? null, depth + 1, maxDepth) ?? { type: 'null' });
  return values.length === 0 ? { type: 'array' } : { type: 'array', items };
}

function objectOf(record: object, depth: number, maxDepth: number): JsonSchema {
  if (depth >= maxDepth) return { type: 'object' };
  const entries: [string, JsonSchema][] = [];
  for (const key of Object.keys(record)) {
    const value: unknown = (record as Record<string, unknown>)[key];
    if (!isPlainValue(value)) continue;
    const schema = schemaOf(value, depth + 1, maxDepth);
    if (schema !== undefined) entries.push([key, schema]);
  }
  if (entries.length === 0) return { type: 'object' };
  return { type: 'object', properties: Object.fromEntries(entries), required: entries.map(([key]) => key) };
}

export function inferSchema(samples: readonly unknown[], options: InferOptions = {}): JsonSchema {
  const maxDepth = options.maxDepth ?? 12;
  const maxSamples = options.maxSamples ?? 1000;
  let schema: JsonSchema = {};
  for (const sample of samples.slice(0, maxSamples)) {
    const one = schemaOf(sample, 0, maxDepth);
    if (one !== undefined) schema = mergeSchemas(schema, one);
  }
  return schema;
}
