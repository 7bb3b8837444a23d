/**
 * @module The request body of the observed document: each field's type and, only where
 * established, enum (a closed set known complete, as the server names it; an open or incomplete
 * set is the type plus JSON Schema `examples`), bounds, lengths and e-mail format; `required` when
 * some field's omission alone was rejected; the unknown-field policy (`additionalProperties: false`
 * rejected, `true` accepted and ignored); the same for an object field's own fields. Schemas carry
 * standard keywords only: what has no keyword (which fields the document did not name, which
 * enums take any letter case) is said beside the schema, on the media type, by field path.
 */

import type { JsonSchema } from '../../core/json-schema.ts';
import type { InferredField, InferredRequest } from '../../discovery/index.ts';
import { widenAccepted } from './accepted-values.ts';
import type { ObservedRequest } from './observed-request.ts';
import { excludeRefused } from './refused-values.ts';
import { type SchemaValidator, schemaValidator } from './schema-validator.ts';

/**
 * The `application/json` media type object of a request body: schema, example, vendor notes. The
 * schema is probing's rules widened by what the run saw accepted and narrowed by what it saw
 * refused (`accepted-values.ts`, `refused-values.ts`).
 */
export function requestMedia(
  req: InferredRequest,
  example: unknown,
  seen: Pick<ObservedRequest, 'accepted' | 'passed' | 'refused'> = { accepted: [], passed: [], refused: [] },
  validator: SchemaValidator = schemaValidator(),
): Record<string, unknown> {
  const undocumented = fieldPaths(req.fields, (f) => !f.documented);
  const caseInsensitive = fieldPaths(req.fields, (f) => f.enum !== undefined && f.caseInsensitive === true);
  const samples = typeSamples(req.fields);
  const accepted = example === undefined ? seen.accepted : [example, ...seen.accepted];
  const schema = excludeRefused(
    widenAccepted(requestSchema(req), accepted, validator),
    seen.refused,
    { accepted, passed: seen.passed },
    validator,
  );
  return {
    schema,
    ...(example !== undefined && { example }),
    ...(undocumented.length > 0 && { 'x-undocumented-fields': undocumented }),
    ...(caseInsensitive.length > 0 && { 'x-case-insensitive-fields': caseInsensitive }),
    ...(Object.keys(samples).length > 0 && { 'x-type-samples': samples }),
  };
}

export function requestSchema(req: InferredRequest): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(req.fields.map((f) => [f.name, fieldSchema(f)])),
    ...(req.required.length > 0 && { required: [...req.required] }),
    ...unknownFields(req.unknownFields),
  };
}

function unknownFields(policy: 'rejected' | 'ignored' | undefined): JsonSchema {
  return policy === undefined ? {} : { additionalProperties: policy === 'ignored' };
}

export function fieldSchema(f: InferredField): JsonSchema {
  const observed = f.enum === undefined ? f.observedValues : undefined;
  // Values seen accepted, all strings: the field takes strings, whichever the full set is.
  const type =
    f.type ?? (observed?.length && observed.every((v) => typeof v === 'string') ? 'string' : undefined);
  return {
    ...(type !== undefined && { type }),
    ...(type === 'array' && f.items !== undefined && { items: { type: f.items } }),
    ...(f.enum !== undefined && { enum: [...f.enum] }),
    ...(observed !== undefined && observed.length > 0 && { examples: [...observed] }),
    ...(f.minimum !== undefined && { minimum: f.minimum }),
    ...(f.maximum !== undefined && { maximum: f.maximum }),
    ...(f.minLength !== undefined && { minLength: f.minLength }),
    ...(f.maxLength !== undefined && { maxLength: f.maxLength }),
    ...(f.format !== undefined && { format: f.format }),
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
    ...unknownFields(f.unknownFields),
  };
}

/**
 * By field path, the values that established a verified type: refused (`"12"`, `7.5` for an
 * integer) and accepted. A strict reader's refusals are the type's evidence as much as what it took.
 */
function typeSamples(fields: readonly InferredField[], prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => [
      ...(f.typeVerified && f.typeSamples !== undefined ? [[`${prefix}${f.name}`, f.typeSamples]] : []),
      ...Object.entries(typeSamples(f.properties ?? [], `${prefix}${f.name}.`)),
    ]),
  );
}

/** Paths (`status`, `primary.kind`) of the fields, nested ones included, that `keep` selects. */
function fieldPaths(
  fields: readonly InferredField[],
  keep: (f: InferredField) => boolean,
  prefix = '',
): string[] {
  return fields.flatMap((f) => [
    ...(keep(f) ? [`${prefix}${f.name}`] : []),
    ...fieldPaths(f.properties ?? [], keep, `${prefix}${f.name}.`),
  ]);
}
