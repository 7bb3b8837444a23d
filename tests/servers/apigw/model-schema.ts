/**
 * @module API Gateway's request models: the rules table's fields written as JSON Schema draft 4
 * models (draft 4 keywords only: `required` is never empty, no `additionalProperties`, so unknown
 * keys pass), and the request validator that holds a parsed body to one. ajv's default engine
 * reads these keywords as draft 4 does; types are strict (`"12"` is not an integer), `null` is
 * nobody's type, lengths count code points. A failure says nothing about where: API Gateway's
 * `Invalid request body` carries no details.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import { defined } from '../shared/rules.ts';

type JsonSchema = Readonly<Record<string, unknown>>;

function modelSchema(fields: ModelFields): JsonSchema {
  const required = Object.keys(fields).filter((name) => fields[name]?.required);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
    ...(required.length === 0 ? {} : { required }),
  };
}

function fieldSchema(field: ModelField): JsonSchema {
  switch (field.type) {
    case 'string': {
      const { oneOf, minLength, maxLength } = field;
      return {
        type: 'string',
        ...defined({ enum: oneOf, minLength, maxLength }),
        ...(field.email && { format: 'email' }),
      };
    }
    case 'integer':
    case 'number':
      return { type: field.type, ...defined({ minimum: field.minimum, maximum: field.maximum }) };
    case 'boolean':
    case 'array':
      return { type: field.type };
    case 'object':
      return field.fields === undefined ? { type: 'object' } : modelSchema(field.fields);
    default:
      return field satisfies never;
  }
}

// ajv-formats is CommonJS whose module is the plugin and also carries it as `default`: which of
// the two a default import yields depends on the loader (tsx) or the type checker (NodeNext).
const addFormats = addFormatsModule.default ?? addFormatsModule;
// `ownProperties`: a JSON `__proto__` key is an own property like any other, never the prototype.
const ajv = new Ajv({ ownProperties: true });
addFormats(ajv, ['email']);

/** Compiles a model once; the validator answers whether a parsed body satisfies it. */
export function modelValidator(fields: ModelFields): (body: unknown) => boolean {
  const validate = ajv.compile(modelSchema(fields));
  return (body) => validate(body);
}
