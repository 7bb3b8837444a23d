/**
 * @module The gostd server's published truth, derived from its rules table through the shared
 * model vocabulary: a `required` check makes a field required, the Go type its type, `between`
 * its bounds, `runes` its lengths, `oneOf` its enum, `email` its format; `*Signer` publishes its
 * fields one level down. Unknown fields are rejected at every level (`DisallowUnknownFields`).
 * Validation answers 422; where nothing but the decoder can refuse a body (ops 15–17) the truth
 * says 400. The table is checked as it loads: a required field whose zero value is valid (a 0 in
 * range, a bool) could never be told from a missing one.
 */
import type { ModelBody, ModelField, ModelFields } from '../shared/model-rules.ts';
import { type ModelTruthDialect, modelOperationTruth } from '../shared/model-truth.ts';
import { GOSTD_ROUTES } from './rules.ts';
import type { Check, GoBody, GoField, GoRoute } from './vocabulary.ts';

const DIALECT: ModelTruthDialect = {
  validationStatus: 422,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: false,
  rejectsNonObjectBodies: true,
};

function find<K extends Check['kind']>(checks: readonly Check[], kind: K) {
  return checks.find((check): check is Extract<Check, { kind: K }> => check.kind === kind);
}

function modelField({ json, type, checks }: GoField): ModelField {
  const presence = find(checks, 'required') === undefined ? {} : { required: true as const };
  const bounds = find(checks, 'between');
  if (typeof type === 'object') return { ...presence, type: 'object', fields: modelFields(type.fields) };
  switch (type) {
    case 'string': {
      const length = find(checks, 'runes');
      const oneOf = find(checks, 'oneOf');
      if (oneOf !== undefined) return { ...presence, type: 'string', oneOf: oneOf.values };
      return {
        ...presence,
        type: 'string',
        ...(length === undefined ? {} : { maxLength: length.max, minLength: length.min }),
        ...(find(checks, 'email') === undefined ? {} : { email: true as const }),
      };
    }
    case 'int':
    case 'int64':
      if (presence.required && (bounds === undefined || (bounds.min <= 0 && bounds.max >= 0)))
        throw new TypeError(`${json}: a required integer must exclude 0, its zero value`);
      return { ...presence, type: 'integer', minimum: bounds?.min, maximum: bounds?.max };
    case 'bool':
      if (presence.required) throw new TypeError(`${json}: a required bool cannot be told from false`);
      return { type: 'boolean' };
    case '[]string':
    case '[]int64':
      return { ...presence, type: 'array' };
    case 'map[string]interface {}':
      return { ...presence, type: 'object' };
    default:
      return type satisfies never;
  }
}

function modelFields(fields: readonly GoField[]): ModelFields {
  return Object.fromEntries(fields.map((f) => [f.json, modelField(f)]));
}

function modelBody(body: GoBody): ModelBody {
  switch (body.kind) {
    case 'none':
      return { kind: 'none' };
    case 'map':
      return { kind: 'object', fields: {} };
    case 'struct':
      return { kind: 'object', fields: modelFields(body.struct.fields) };
    default:
      return body satisfies never;
  }
}

function operationTruth(route: GoRoute) {
  const body = modelBody(route.body);
  const decoderOnly = body.kind === 'object' && Object.keys(body.fields).length === 0;
  return modelOperationTruth(
    { ...route, body },
    {
      ...DIALECT,
      ...(decoderOnly ? { validationStatus: 400 } : {}),
      // A `map[string]any` takes any key.
      ...(route.body.kind === 'map' ? { additionalProperties: true } : {}),
    },
  );
}

export function gostdOperationTruths() {
  return Object.fromEntries(
    Object.entries(GOSTD_ROUTES).map(([op, route]: [string, GoRoute]) => [op, operationTruth(route)]),
  );
}
