/**
 * @module The DRF server's published truth, derived from its serializer table and start options
 * by way of the shared model vocabulary: every CharField refuses blanks (`minLength` ≥ 1), nested
 * serializers publish their fields, unknown fields are ignored at every level, and a serializer
 * with no fields still rejects a body that is not an object. What `FieldTruth` cannot say (the
 * lenient conversions, trimming, `null` refused on optional fields, a ListField's item rule) is in
 * the README.
 */
import type { OperationTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelBody, ModelField, ModelFields } from '../shared/model-rules.ts';
import { type ModelTruthDialect, modelOperationTruths } from '../shared/model-truth.ts';
import { DRF_RULES } from './rules.ts';
import type { DrfBody, DrfField, DrfFields } from './vocabulary.ts';

const DIALECT: ModelTruthDialect = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: true,
  rejectsNonObjectBodies: true,
  emptyStringsRejected: true,
};

function modelField(field: DrfField): ModelField {
  const presence = field.required === false ? {} : { required: true as const };
  switch (field.kind) {
    case 'CharField':
      return { ...presence, type: 'string', minLength: field.minLength, maxLength: field.maxLength };
    case 'EmailField':
      return { ...presence, type: 'string', email: true, maxLength: field.maxLength };
    case 'ChoiceField':
      return { ...presence, type: 'string', oneOf: field.choices };
    case 'IntegerField':
      return { ...presence, type: 'integer', minimum: field.minValue, maximum: field.maxValue };
    case 'BooleanField':
      return { ...presence, type: 'boolean' };
    case 'ListField':
      return { ...presence, type: 'array' };
    case 'Serializer':
      return { ...presence, type: 'object', fields: modelFields(field.fields) };
    default:
      return field satisfies never;
  }
}

function modelFields(fields: DrfFields): ModelFields {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, modelField(field)]));
}

function modelBody(body: DrfBody): ModelBody {
  return body.kind === 'serializer' ? { kind: 'object', fields: modelFields(body.fields) } : body;
}

/** Each view's truth, by way of the shared model vocabulary. */
export function drfOperationTruths(): Record<string, OperationTruth> {
  return modelOperationTruths(
    Object.fromEntries(
      Object.entries(DRF_RULES).map(([op, rule]) => [op, { ...rule, body: modelBody(rule.body) }]),
    ),
    DIALECT,
  );
}
