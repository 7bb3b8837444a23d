/**
 * @module The behaviour a baseline pins: facts flattened from the observed OpenAPI document, keyed
 * `#<operation> <area of the fact>`. Descriptions, evidence and other volatile parts are left out so
 * the same behaviour always gives the same facts.
 */
import type { JsonSchema } from '../core/json-schema.ts';

export type Facts = Record<string, string>;

interface OpenApiOperation {
  security?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-get-body'?: string;
  'x-operation-number'?: number;
}

const constraintKeys = ['type', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'format'] as const;

function schemaFacts(prefix: string, schema: JsonSchema | undefined, out: Facts, depth = 0): void {
  if (!schema || depth > 6) return;
  for (const key of constraintKeys) {
    if (schema[key] !== undefined) out[`${prefix}.${key}`] = JSON.stringify(schema[key]);
  }
  if (schema.required) out[`${prefix}.required`] = JSON.stringify([...schema.required].sort());
  if (schema.additionalProperties === false) out[`${prefix}.additionalProperties`] = 'false';
  for (const [name, sub] of Object.entries(schema.properties ?? {}))
    schemaFacts(`${prefix}.${name}`, sub, out, depth + 1);
  if (schema.items) schemaFacts(`${prefix}[]`, schema.items, out, depth + 1);
}

export function behaviourFacts(openapi: Record<string, unknown>): Facts {
  const out: Facts = {};
  const paths = (openapi.paths ?? {}) as Record<string, Record<string, OpenApiOperation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const id = `${method.toUpperCase()} ${path}`;
      if (op.security !== undefined) out[`${id} security`] = JSON.stringify(op.security);
      const success = Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
      out[`${id} success`] = JSON.stringify(success.sort());
      for (const status of success) {
        schemaFacts(
          `${id} response.${status}`,
          op.responses?.[status]?.content?.['application/json']?.schema,
          out,
        );
      }
      schemaFacts(`${id} request`, op.requestBody?.content?.['application/json']?.schema, out);
      if (op['x-get-body']) out[`${id} get-body`] = op['x-get-body'];
      if (op.responses?.['404']) out[`${id} unknown-id`] = '404';
    }
  }
  return out;
}
