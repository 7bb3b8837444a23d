/**
 * @module `null` where `null` was answered: a response schema inferred from discovery's samples is
 * widened, field by field, with every answer the run recorded under the same status, so a field
 * once answered `null` (an `id` typed `string` answered `null`) is typed `["string", "null"]`.
 * Only nullability is widened: other differences are the checks' business, not the document's.
 */
import type { JsonSchema } from '../../core/json-schema.ts';

function withNull(type: JsonSchema['type']): JsonSchema['type'] {
  if (type === undefined) return undefined;
  const listed = Array.isArray(type) ? type : [type];
  return listed.includes('null') ? type : [...listed, 'null'];
}

export function widenNulls(schema: JsonSchema, answers: readonly unknown[], depth = 0): JsonSchema {
  if (depth > 8 || answers.length === 0) return schema;
  const objects = answers.filter(
    (a): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a),
  );
  let out = schema;
  if (schema.properties !== undefined && objects.length > 0) {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, sub]) => {
        const values = objects.filter((o) => name in o).map((o) => o[name]);
        let next = widenNulls(
          sub,
          values.filter((v) => v !== null),
          depth + 1,
        );
        if (values.includes(null) && next.type !== undefined) next = { ...next, type: withNull(next.type) };
        return [name, next];
      }),
    );
    out = { ...out, properties };
  }
  if (schema.items !== undefined) {
    const items = answers.filter(Array.isArray).flat();
    out = { ...out, items: widenNulls(schema.items, items, depth + 1) };
  }
  return out;
}
