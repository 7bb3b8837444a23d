/**
 * @module Hand-rolled failure envelopes: `{success: false, error: "Invalid value for field
 * 'bedrooms'"}`, `{success: false, message}`, `{error: {code, message, field}}` (Stripe's `param`,
 * Microsoft's `target`, Google's `details[].fieldViolations`), JSend `{status: "fail", data:
 * {bedrooms: "…"}}` — under any HTTP status, 200 included. Machine codes such as
 * `parameter_missing` or `UNKNOWN_FIELD` add hints when they sit next to a field.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { collectMessages } from './collect-messages.ts';
import { isFailureEnvelope } from './failure-envelope.ts';
import { asArray, asString, firstString, isRecord, type JsonRecord, jsonBody } from './json-reader.ts';
import { toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

const fieldKeys = ['field', 'param', 'parameter', 'target', 'property', 'path', 'attribute'];

function codeHint(code: string, field: string): ErrorHint | undefined {
  const c = code.toLowerCase();
  if (
    /unknown|unrecogni[sz]ed|unexpected_(?:field|param|prop)|additional_propert|not_allowed_(?:field|param)/.test(
      c,
    )
  ) {
    return { kind: 'unknown_field', field };
  }
  if (/missing|required|empty/.test(c)) return { kind: 'required', field };
  if (/enum|choice|not_in_list/.test(c)) return { kind: 'enum', field };
  if (/email/.test(c)) return { kind: 'format', field, format: 'email' };
  if (/integer/.test(c)) return { kind: 'type', field, expected: 'integer' };
  return undefined;
}

/** The envelope and its `error` object, with any `details`/`errors` items, as code-bearing records. */
function codeRecords(json: JsonRecord): JsonRecord[] {
  const error = isRecord(json.error) ? [json.error] : [];
  const nested = [json, ...error].flatMap((r) =>
    [...asArray(r.details), ...asArray(r.errors)].filter(isRecord),
  );
  return [json, ...error, ...nested];
}

export const envelopeParser: ErrorBodyParser = {
  name: 'envelope',
  canParse: (res) => isFailureEnvelope(jsonBody(res)),
  parse(res, fields) {
    const json = jsonBody(res);
    const record = isRecord(json) ? json : {};
    const hints: ErrorHint[] = [];
    for (const item of codeRecords(record)) {
      const code = firstString(item, ['code', 'reason', 'type', 'errorCode', 'error_code']);
      const raw = firstString(item, fieldKeys);
      const field = raw === undefined ? undefined : resolveField(raw, fields, false);
      const hint = code === undefined || field === undefined ? undefined : codeHint(code, field);
      if (hint !== undefined) hints.push(hint);
    }
    const status = asString(record.status)?.toLowerCase();
    const jsendData = status === 'fail' && isRecord(record.data) ? record.data : undefined;
    const rest =
      jsendData === undefined
        ? record
        : Object.fromEntries(Object.entries(record).filter(([k]) => k !== 'data'));
    const entries = [
      ...collectMessages(rest, fields),
      ...(jsendData === undefined ? [] : collectMessages(jsendData, fields, { keyedRoot: true })),
    ];
    return toParsedError('envelope', entries, fields, hints);
  },
};
