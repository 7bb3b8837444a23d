/**
 * @module `[FromBody]` binding and validation: 415 for a type that is not JSON, 400 for an empty
 * body, unparseable JSON, `null` or no object, then System.Text.Json's first conversion failure,
 * else every DataAnnotations failure at once. With `reader: 'jackson'` (a JVM service's reader)
 * 16.5 in an `int` is read as 16, and an unknown enum name is worded Jackson's way.
 */
import type { ModelFields } from '../shared/model-rules.ts';
import { type ModelDialect, violations } from '../shared/model-violations.ts';
import {
  annotationErrors,
  conversionErrors,
  type ErrorDictionary,
  firstConversionErrors,
  isConversionFailure,
  jacksonErrors,
} from './words.ts';

export const ASPNET_DIALECT: ModelDialect = {
  keysCaseInsensitive: true,
  numbersFromStrings: true,
  // `EmailAddressAttribute`: one `@`, neither first nor last. Nothing more.
  isEmail: (value) => {
    const at = value.indexOf('@');
    return at > 0 && at === value.lastIndexOf('@') && at !== value.length - 1;
  },
  lengthOf: (value) => value.length,
};

export type Bound =
  | { readonly kind: 'ok'; readonly body: Record<string, unknown> }
  | { readonly kind: 'problem'; readonly status: 400 | 415; readonly errors?: ErrorDictionary };

const problem = (errors?: ErrorDictionary, status: 400 | 415 = 400): Bound => ({
  kind: 'problem',
  status,
  ...(errors === undefined ? {} : { errors }),
});

function isJson(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'text/json' || /^application\/[\w.-]+\+json$/.test(type);
}

export function bind(
  contentType: string | undefined,
  text: string,
  fields: ModelFields,
  dialect: ModelDialect,
) {
  if (!isJson(contentType)) return problem(undefined, 415);
  if (text.trim() === '') return problem({ '': ['A non-empty request body is required.'] });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const where = 'Path: $ | LineNumber: 0 | BytePositionInLine: 0.';
    const message = `'${text.trimStart().charAt(0)}' is an invalid start of a value. ${where}`;
    return problem({ $: [message], request: ['The request field is required.'] });
  }
  if (value === null) return problem({ request: ['The request field is required.'] });
  if (typeof value !== 'object' || Array.isArray(value))
    return problem(conversionErrors([], 'Api.Contracts.RequestBody', 1));
  const body = value as Record<string, unknown>;
  const found = violations(body, fields, dialect);
  const failures = found.filter((violation) => isConversionFailure(violation, fields));
  const conversion =
    (dialect.truncatesFractions ? jacksonErrors(failures, fields, body) : undefined) ??
    firstConversionErrors(failures, fields, text);
  if (conversion !== undefined) return problem(conversion);
  if (found.length > 0) return problem(annotationErrors(found, fields));
  return { kind: 'ok', body: dialect.truncatesFractions ? readIntegers(body, fields) : body } as const;
}

/** What the action sees (and echoes) behind a truncating reader: 16.5 in an `int` is 16. */
function readIntegers(body: Record<string, unknown>, fields: ModelFields): Record<string, unknown> {
  const read = { ...body };
  for (const [key, value] of Object.entries(read)) {
    const field = Object.entries(fields).find(([name]) => name.toLowerCase() === key.toLowerCase())?.[1];
    if (field?.type === 'integer' && typeof value === 'number') read[key] = Math.trunc(value);
  }
  return read;
}

/**
 * The `completeOnce` option: completing a report (operation 5) a second time answers 409, looked up
 * by the body's `id` (any case) before the body is validated, so after the first completion every
 * variant of that body answers 409 (a state rule hiding the required fields).
 */
export function completions() {
  const done = new Set<string>();
  const keyOf = (tenant: string, text: string): string | undefined => {
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      const entry = Object.entries(body).find(([key]) => key.toLowerCase() === 'id');
      return typeof entry?.[1] === 'string' ? `${tenant}|${entry[1].toLowerCase()}` : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    already: (tenant: string, text: string) => done.has(keyOf(tenant, text) ?? ''),
    record: (tenant: string, text: string) => {
      const key = keyOf(tenant, text);
      if (key !== undefined) done.add(key);
    },
  };
}
