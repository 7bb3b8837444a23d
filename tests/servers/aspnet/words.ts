/**
 * @module How ASP.NET Core words a bad body. System.Text.Json stops at the first value it cannot
 * convert (a wrong type, a fraction for an int, an unknown C# enum name): `"$.bedrooms": ["The
 * JSON value could not be converted to …"]` plus `"request": ["The request field is required."]`.
 * Otherwise every DataAnnotations failure, keyed by the PascalCase property path (`Primary.Email`).
 * With `reader: 'jackson'`, an unknown enum name is worded as a JVM service relays
 * `HttpMessageNotReadableException`: the enum's type and its values, but no property (`$`).
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import type { Violation } from '../shared/model-violations.ts';

export type ErrorDictionary = Record<string, string[]>;

const pascal = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function fieldAt(fields: ModelFields, path: readonly string[]): ModelField | undefined {
  const [head, ...rest] = path;
  const field = head === undefined ? undefined : fields[head];
  if (rest.length === 0 || field?.type !== 'object' || field.fields === undefined) return field;
  return fieldAt(field.fields, rest);
}

function clrType(field: ModelField | undefined, name: string): string {
  switch (field?.type) {
    case 'string':
      return field.oneOf !== undefined && field.caseInsensitive
        ? `Api.Contracts.${pascal(name)}`
        : 'System.String';
    case 'integer':
      return `System.Nullable\`1[System.Int${(field.maximum ?? 0) > 2_147_483_647 ? 64 : 32}]`;
    case 'number':
      return 'System.Nullable`1[System.Double]';
    case 'boolean':
      return 'System.Nullable`1[System.Boolean]';
    case 'array':
      return 'System.Collections.Generic.List`1[System.Object]';
    default:
      return `Api.Contracts.${pascal(name)}`;
  }
}

/** Whether System.Text.Json fails on it (rather than a validation attribute). */
export function isConversionFailure(violation: Violation, fields: ModelFields): boolean {
  if (violation.kind === 'type' || violation.kind === 'not_integer') return true;
  const field = fieldAt(fields, violation.path);
  return violation.kind === 'not_allowed' && field?.type === 'string' && field.caseInsensitive === true;
}

/** The binder's answer to a body it could not convert; `at` is the JSON path below `$`. */
export function conversionErrors(at: readonly string[], type: string, position: number): ErrorDictionary {
  const path = ['$', ...at].join('.');
  const where = `Path: ${path} | LineNumber: 0 | BytePositionInLine: ${position}.`;
  return {
    [path]: [`The JSON value could not be converted to ${type}. ${where}`],
    request: ['The request field is required.'],
  };
}

/** Where the value of the violation's property starts in the text (roughly: after its key). */
function positionOf(violation: Violation, text: string): number {
  const name = violation.path.at(-1) ?? '';
  const key = text.toLowerCase().indexOf(`"${name.toLowerCase()}"`);
  return key < 0 ? text.length : key + name.length + 3;
}

/** The errors of the conversion failure the reader meets first, reading the text in order. */
export function firstConversionErrors(
  failures: readonly Violation[],
  fields: ModelFields,
  text: string,
): ErrorDictionary | undefined {
  const first = [...failures].sort((a, b) => positionOf(a, text) - positionOf(b, text))[0];
  if (first === undefined) return undefined;
  const name = first.path.at(-1) ?? '';
  return conversionErrors(first.path, clrType(fieldAt(fields, first.path), name), positionOf(first, text));
}

function lengthMessage(name: string, field: ModelField | undefined): string {
  const min = field?.type === 'string' ? field.minLength : undefined;
  const max = field?.type === 'string' ? field.maxLength : undefined;
  if (max === undefined)
    return `The field ${name} must be a string or array type with a minimum length of '${min}'.`;
  return min === undefined
    ? `The field ${name} must be a string with a maximum length of ${max}.`
    : `The field ${name} must be a string with a minimum length of ${min} and a maximum length of ${max}.`;
}

function rangeMessage(name: string, field: ModelField | undefined): string {
  const range = field?.type === 'integer' || field?.type === 'number' ? field : undefined;
  return `The field ${name} must be between ${range?.minimum} and ${range?.maximum}.`;
}

/** DataAnnotations' message per violation, by the property's PascalCase name. */
const ANNOTATION_MESSAGES: Readonly<
  Record<Violation['kind'], (name: string, field: ModelField | undefined) => string>
> = {
  missing: (name) => `The ${name} field is required.`,
  empty: (name) => `The ${name} field is required.`,
  unknown: (name) => `The JSON property '${name}' could not be mapped to any .NET member.`,
  too_short: lengthMessage,
  too_long: lengthMessage,
  wrong_length: lengthMessage,
  below: rangeMessage,
  above: rangeMessage,
  not_email: (name) => `The ${name} field is not a valid e-mail address.`,
  not_allowed: (name) =>
    `The ${name} field does not equal any of the values specified in AllowedValuesAttribute.`,
  type: (name) => `The value is not valid for ${name}.`,
  not_integer: (name) => `The value is not valid for ${name}.`,
};

export function annotationErrors(list: readonly Violation[], fields: ModelFields): ErrorDictionary {
  const errors: ErrorDictionary = {};
  for (const violation of list) {
    const key = violation.path.map(pascal).join('.');
    const name = pascal(violation.path.at(-1) ?? '');
    const message = ANNOTATION_MESSAGES[violation.kind](name, fieldAt(fields, violation.path));
    errors[key] = [...(errors[key] ?? []), message];
  }
  return errors;
}

function valueAt(body: unknown, path: readonly string[]): unknown {
  let at = body;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    const entry = Object.entries(at).find(([k]) => k.toLowerCase() === key.toLowerCase());
    at = entry?.[1];
  }
  return at;
}

/** An unknown enum name among the failures, worded as Jackson words it; else undefined. */
export function jacksonErrors(
  failures: readonly Violation[],
  fields: ModelFields,
  body: Record<string, unknown>,
): ErrorDictionary | undefined {
  const first = failures.find((f) => f.kind === 'not_allowed');
  if (first === undefined) return undefined;
  const field = fieldAt(fields, first.path);
  const name = pascal(first.path.at(-1) ?? '');
  const value = JSON.stringify(valueAt(body, first.path));
  if (first.kind === 'not_allowed' && field?.type === 'string' && field.oneOf !== undefined) {
    const list = field.oneOf.join(', ');
    return {
      $: [
        `Cannot deserialize value of type \`com.acme.api.${name}Kind\` from String ${value}: not one of the values accepted for Enum class: [${list}]`,
      ],
    };
  }
  return undefined;
}
