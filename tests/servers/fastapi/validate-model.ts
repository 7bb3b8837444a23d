/**
 * @module pydantic v2 model validation over the shared model vocabulary: every field in declaration
 * order, ALL errors at once (one per field, nested models' errors at their own `loc`), unknown keys
 * ignored (`extra='ignore'`), optional fields nullable and defaulting to `None`, lax coercions.
 * Returns the errors and the model's dump (declared fields only, coerced values).
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import { emailProblem } from './email.ts';
import {
  at,
  bounded,
  type ErrorDetail,
  type Failure,
  failure,
  type Loc,
  notEmail,
  notMember,
} from './error-details.ts';
import { type Coerced, isRecord, laxBool, laxDict, laxFloat, laxInt, laxList, strictStr } from './lax.ts';

export interface ModelResult {
  readonly errors: readonly ErrorDetail[];
  readonly value: Readonly<Record<string, unknown>>;
}

type StringField = Extract<ModelField, { type: 'string' }>;
type NumberField = Extract<ModelField, { type: 'integer' | 'number' }>;

function stringConstraints(field: StringField, value: string, input: unknown): Failure | undefined {
  if (field.oneOf !== undefined)
    return field.oneOf.includes(value) ? undefined : notMember(input, field.oneOf);
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength)
    return bounded('string_too_short', input, field.minLength);
  if (field.maxLength !== undefined && length > field.maxLength)
    return bounded('string_too_long', input, field.maxLength);
  const problem = field.email ? emailProblem(value) : undefined;
  return problem === undefined ? undefined : notEmail(input, problem);
}

function numberConstraints(field: NumberField, value: number, input: unknown): Failure | undefined {
  if (field.minimum !== undefined && value < field.minimum)
    return bounded('greater_than_equal', input, field.minimum);
  if (field.maximum !== undefined && value > field.maximum)
    return bounded('less_than_equal', input, field.maximum);
  return undefined;
}

/** A `Coerced` result held to a constraint check, as pydantic's constrained types are. */
function constrained<T>(coerced: Coerced<T>, check: (value: T) => Failure | undefined): Coerced<T> {
  if (!coerced.ok) return coerced;
  const failure = check(coerced.value);
  return failure === undefined ? coerced : { ok: false, failure };
}

/** A non-`None` value against its field; nested models report their own errors. */
function fieldValue(
  field: ModelField,
  input: unknown,
  loc: Loc,
): { readonly errors: readonly ErrorDetail[]; readonly value?: unknown } {
  const one = (coerced: Coerced<unknown>) =>
    coerced.ok ? { errors: [], value: coerced.value } : { errors: [at(loc, coerced.failure)] };
  switch (field.type) {
    case 'string':
      if (field.oneOf !== undefined && typeof input !== 'string')
        return one({ ok: false, failure: notMember(input, field.oneOf) });
      return one(constrained(strictStr(input), (value) => stringConstraints(field, value, input)));
    case 'integer':
      return one(constrained(laxInt(input), (value) => numberConstraints(field, value, input)));
    case 'number':
      return one(constrained(laxFloat(input), (value) => numberConstraints(field, value, input)));
    case 'boolean':
      return one(laxBool(input));
    case 'array':
      return one(laxList(input));
    case 'object':
      if (field.fields === undefined) return one(laxDict(input));
      if (!isRecord(input)) return { errors: [at(loc, failure('model_attributes_type', input))] };
      return validateModel(input, field.fields, loc);
    default:
      return field satisfies never;
  }
}

/** `fields` against an object already known to be one (the caller reports a non-object). */
export function validateModel(
  input: Readonly<Record<string, unknown>>,
  fields: ModelFields,
  loc: Loc,
): ModelResult {
  const errors: ErrorDetail[] = [];
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const given = Object.hasOwn(input, name) ? input[name] : undefined;
    if (given === undefined) {
      if (field.required) errors.push(at([...loc, name], failure('missing', input)));
      value[name] = null;
      continue;
    }
    if (given === null && !field.required) {
      value[name] = null;
      continue;
    }
    const result = fieldValue(field, given, [...loc, name]);
    errors.push(...result.errors);
    value[name] = result.value ?? null;
  }
  return { errors, value };
}
