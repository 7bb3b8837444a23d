/**
 * @module The request body schema of the observed document: each field's type and, only where
 * established, enum (complete, as the server names it), bounds, lengths and e-mail format;
 * `required` when some field's omission alone was rejected; `x-undocumented` on a field the document
 * does not name (found by probing); the unknown-field policy; the same for
 * the own fields of an object field (`primary.email`).
 */

import type { JsonSchema } from '../../core/json-schema.ts';
import type { InferredField, InferredRequest } from '../inference/infer-operation.ts';

/**
 * `accepted`: the accepted body. Unknown fields are said refused only beside every field of it, so
 * the document never makes the accepted request invalid (`properties: {}` beside a required field).
 */
export function requestSchema(
  req: InferredRequest,
  accepted?: Readonly<Record<string, unknown>>,
): JsonSchema {
  const names = new Set(req.fields.map((f) => f.name));
  const closed = req.unknownFields === 'rejected' && Object.keys(accepted ?? {}).every((k) => names.has(k));
  return {
    type: 'object',
    properties: Object.fromEntries(req.fields.map((f) => [f.name, fieldSchema(f)])),
    ...(req.required.length > 0 && { required: [...req.required] }),
    ...(closed && { additionalProperties: false }),
    ...(req.unknownFields === 'ignored' && { 'x-unknown-fields': 'ignored' }),
  };
}

export function fieldSchema(f: InferredField): JsonSchema {
  return {
    ...(f.type !== undefined && { type: f.type }),
    ...(f.type === 'array' && f.items !== undefined && { items: { type: f.items } }),
    ...(f.enum !== undefined && { enum: [...f.enum] }),
    ...(f.enum !== undefined && f.caseInsensitive === true && { 'x-case-insensitive': true }),
    ...(f.observedValues !== undefined && { 'x-observed-values': [...f.observedValues] }),
    ...(f.minimum !== undefined && { minimum: f.minimum }),
    ...(f.maximum !== undefined && { maximum: f.maximum }),
    ...(f.minLength !== undefined && { minLength: f.minLength }),
    ...(f.maxLength !== undefined && { maxLength: f.maxLength }),
    ...(f.format !== undefined && { format: f.format }),
    ...(!f.documented && { 'x-undocumented': true }),
    ...objectSchema(f),
  };
}

/** An object field's own fields (one level), stated like the body's. */
function objectSchema(f: InferredField): JsonSchema {
  const props = f.properties ?? [];
  const required = props.filter((p) => p.required === true).map((p) => p.name);
  return {
    ...(props.length > 0 && { properties: Object.fromEntries(props.map((p) => [p.name, fieldSchema(p)])) }),
    ...(required.length > 0 && { required }),
    ...(f.unknownFields === 'rejected' && { additionalProperties: false }),
    ...(f.unknownFields === 'ignored' && { 'x-unknown-fields': 'ignored' }),
  };
}
