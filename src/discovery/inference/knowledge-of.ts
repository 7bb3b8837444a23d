/**
 * @module The inferred operation in the shape the generators read: per field only what the server
 * was seen to enforce (a type counts only when a wrong type was rejected; an enum only when the set
 * is complete), the accepted body, and the unknown-field policy.
 */
import type { FieldConstraints, OperationKnowledge } from '../../core/operation-knowledge.ts';
import type { InferredOperation } from './infer-operation.ts';

export function knowledgeOf(
  op: InferredOperation,
  accepted: Record<string, unknown> | undefined,
): OperationKnowledge {
  const fields: Record<string, FieldConstraints> = {};
  for (const f of op.request?.fields ?? []) {
    const c: FieldConstraints = {
      ...(f.typeVerified && f.type !== undefined && { type: f.type }),
      ...(f.fractions !== undefined && { fractions: f.fractions }),
      ...(f.enum !== undefined && { enum: f.enum }),
      ...(f.minimum !== undefined && { minimum: f.minimum }),
      ...(f.maximum !== undefined && { maximum: f.maximum }),
      ...(f.minLength !== undefined && { minLength: f.minLength }),
      ...(f.maxLength !== undefined && { maxLength: f.maxLength }),
      ...(f.format !== undefined && { format: f.format }),
      ...(f.required !== undefined && { required: f.required }),
      ...(f.observedValues !== undefined && f.observedValues.length > 0 && { examples: f.observedValues }),
    };
    if (Object.keys(c).length > 0) fields[f.name] = c;
  }
  const unknown = op.request?.unknownFields;
  return {
    fields,
    ...(accepted !== undefined && { acceptedBody: { ...accepted } }),
    ...(unknown !== undefined && { additionalProperties: unknown === 'ignored' }),
  };
}
