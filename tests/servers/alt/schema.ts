/**
 * @module Turns the alt server's body rules into the JSON schemas fastify hands to ajv. Unknown
 * fields stay allowed (and ajv is told not to strip them), so they are ignored, as the truth says.
 */
import type { BodyRule, FieldRule } from '../shared/rules.ts';

export type JsonSchema = Readonly<Record<string, unknown>>;

export function fieldSchema(rule: FieldRule): JsonSchema {
  switch (rule.type) {
    case 'string':
      return { type: 'string', ...defined({ minLength: rule.minLength, maxLength: rule.maxLength }) };
    case 'email':
      return { type: 'string', format: 'email', ...defined({ maxLength: rule.maxLength }) };
    case 'enum':
      return { type: 'string', enum: rule.values };
    case 'integer':
    case 'number':
      return { type: rule.type, ...defined({ minimum: rule.minimum, maximum: rule.maximum }) };
    case 'boolean':
    case 'array':
    case 'object':
      return { type: rule.type };
    default:
      return rule satisfies never;
  }
}

/** The body schema of a route, or `undefined` when the body is never validated. */
export function bodySchema(body: BodyRule): JsonSchema | undefined {
  switch (body.kind) {
    case 'none':
    case 'ignored':
      return undefined;
    case 'object':
      return {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(body.fields).map(([name, rule]) => [name, fieldSchema(rule)]),
        ),
        required: body.required,
        additionalProperties: true,
      };
    default:
      return body satisfies never;
  }
}

function defined(values: Record<string, number | undefined>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    number
  >;
}
