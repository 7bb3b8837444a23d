/**
 * @module The request schema widened by every body the server accepted in the run, so the document
 * never calls an accepted body invalid. Field by field: a field answered present is listed (as `{}`
 * where unknown fields are refused and nothing more is known of it); `required` keeps only fields
 * every accepted body carried; `null` accepted joins the field's type; any other accepted value the
 * field's rule does not describe (`"12"` for an integer, `"WEB"` for a case-insensitive enum, a value
 * read as absent) is listed beside the rule, as data: `anyOf: [rule, {enum: [values seen]}]`. The
 * rule stays what probing established; the list says only what was seen accepted.
 */
import type { JsonSchema } from '../../core/json-schema.ts';
import { distinct } from './one-difference.ts';
import type { SchemaValidator } from './schema-validator.ts';

const MAX_DEPTH = 8;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function withNull(schema: JsonSchema): JsonSchema {
  const listed =
    schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  return {
    ...schema,
    ...(listed !== undefined && !listed.includes('null') && { type: [...listed, 'null'] }),
    ...(schema.enum !== undefined && !schema.enum.includes(null) && { enum: [...schema.enum, null] }),
  };
}

function widenObject(
  schema: JsonSchema,
  objects: readonly Record<string, unknown>[],
  v: SchemaValidator,
  depth: number,
): JsonSchema {
  if (objects.length === 0 || (schema.properties === undefined && schema.additionalProperties !== false))
    return schema;
  const props = { ...(schema.properties ?? {}) };
  for (const name of new Set(objects.flatMap((o) => Object.keys(o)))) {
    const values = objects.filter((o) => name in o).map((o) => o[name]);
    const own = props[name];
    if (own !== undefined) props[name] = widenAccepted(own, values, v, depth + 1);
    // Refused unknown fields, yet this one accepted: a field, of which nothing more is known.
    else if (schema.additionalProperties === false) props[name] = {};
  }
  const required = schema.required?.filter((name) => objects.every((o) => name in o));
  // Keys in place (the document reads as before where nothing changed).
  const out: JsonSchema = { ...schema, ...(Object.keys(props).length > 0 && { properties: props }) };
  if (required !== undefined && required.length > 0) out.required = required;
  else delete out.required;
  return out;
}

export function widenAccepted(
  schema: JsonSchema,
  values: readonly unknown[],
  v: SchemaValidator,
  depth = 0,
): JsonSchema {
  if (values.length === 0 || depth > MAX_DEPTH) return schema;
  let out = widenObject(schema, values.filter(isObject), v, depth);
  if (out.items !== undefined)
    out = { ...out, items: widenAccepted(out.items, values.filter(Array.isArray).flat(), v, depth + 1) };
  const outside = (s: JsonSchema) => values.filter((x) => v.errors(s, x).length > 0);
  if (outside(out).includes(null)) out = withNull(out);
  const still = distinct(outside(out));
  return still.length === 0 ? out : { anyOf: [out, { enum: still }] };
}
