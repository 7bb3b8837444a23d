/**
 * @module Whether a value conforms to a schema the harness wrote (types, properties, required,
 * items, anyOf, enum; a field not listed only where `additionalProperties` allows it): an example shown beside a schema must satisfy it, or
 * linters and tools that read both call the document inconsistent. Formats and bounds are not
 * checked: observed bodies are picked among real answers, and those keywords come from probing.
 */
import type { JsonSchema } from '../../core/json-schema.ts';

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeFits(value: unknown, type: JsonSchema['type']): boolean {
  if (type === undefined) return true;
  const actual = typeOf(value);
  const listed = Array.isArray(type) ? type : [type];
  return listed.includes(actual) || (actual === 'integer' && listed.includes('number'));
}

export function conforms(value: unknown, schema: JsonSchema | boolean | undefined, depth = 0): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if (depth > 32) return true;
  if (schema.anyOf !== undefined && !schema.anyOf.some((s) => conforms(value, s, depth + 1))) return false;
  // The branches said everything (inferred schemas put objects and arrays there).
  if (schema.anyOf !== undefined && schema.properties === undefined && schema.items === undefined)
    return true;
  if (!typeFits(value, schema.type)) return false;
  if (schema.enum !== undefined && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value)))
    return false;
  if (Array.isArray(value)) return value.every((item) => conforms(item, schema.items, depth + 1));
  if (typeof value !== 'object' || value === null) return true;
  const own = value as Record<string, unknown>;
  if (schema.required?.some((name) => !(name in own))) return false;
  const props = schema.properties ?? {};
  // A field the schema does not list fits only where other fields are stated allowed: linters
  // validate examples that way (redocly's `no-invalid-media-type-examples`).
  const others = schema.additionalProperties ?? false;
  return Object.entries(own).every(([name, v]) =>
    name in props ? conforms(v, props[name], depth + 1) : conforms(v, others, depth + 1),
  );
}
