/**
 * @module FastAPI's request validation of one operation: the path id (`report_id: UUID`) and the
 * body parameter, all their errors in one list (path first, then body), as `RequestValidationError`
 * renders them. Also hands back the canonical id and the body model's dump.
 * Path ids typed `UUID` are parsed as the Rust `uuid` crate does (simple, hyphenated, braced and
 * `urn:uuid:` forms in any case); a failure is `uuid_parsing` with the crate's own description of
 * what it met first.
 */
import type { IdKind } from '../shared/rules.ts';
import { at, type ErrorDetail, failure } from './error-details.ts';
import { isRecord, laxDict } from './lax.ts';
import type { BodyRead } from './request-body.ts';
import type { FastapiOperation } from './rules.ts';
import { validateModel } from './validate-model.ts';

export interface ValidatedRequest {
  readonly errors: readonly ErrorDetail[];
  /** The canonical uuid (or the raw text, when it failed). */
  readonly id: string;
  readonly body: Readonly<Record<string, unknown>>;
}

/** The endpoint's parameter name: `{reportId}` in the document is `report_id: UUID` in Python. */
export function pathParamName(kind: IdKind): string {
  return kind.toLowerCase();
}

function pathErrors(rule: FastapiOperation, raw: string): { errors: ErrorDetail[]; id: string } {
  if (rule.idKind === undefined) return { errors: [], id: raw };
  const parsed = parseUuid(raw);
  if (parsed.ok) return { errors: [], id: parsed.uuid };
  const failure = {
    type: 'uuid_parsing',
    msg: `Input should be a valid UUID, ${parsed.error}`,
    input: raw,
    ctx: { error: parsed.error },
  };
  return { errors: [at(['path', pathParamName(rule.idKind)], failure)], id: raw };
}

function bodyErrors(
  rule: FastapiOperation,
  read: BodyRead,
): { errors: ErrorDetail[]; body: Readonly<Record<string, unknown>> } {
  if (rule.body.kind !== 'object' || read.kind === 'invalid_json' || read.kind === 'undecodable')
    return { errors: [], body: {} };
  if (read.kind === 'absent')
    return rule.optionalBody
      ? { errors: [], body: {} }
      : { errors: [at(['body'], failure('missing', null))], body: {} };
  const { value } = read;
  if (rule.freeForm) {
    const dict = laxDict(value);
    return dict.ok ? { errors: [], body: dict.value } : { errors: [at(['body'], dict.failure)], body: {} };
  }
  if (!isRecord(value)) return { errors: [at(['body'], failure('model_attributes_type', value))], body: {} };
  const model = validateModel(value, rule.body.fields, ['body']);
  return { errors: [...model.errors], body: model.value };
}

export function validateRequest(rule: FastapiOperation, rawId: string, read: BodyRead): ValidatedRequest {
  const path = pathErrors(rule, rawId);
  const body = bodyErrors(rule, read);
  return { errors: [...path.errors, ...body.errors], id: path.id, body: body.body };
}

export type UuidParse =
  | { readonly ok: true; readonly uuid: string }
  | { readonly ok: false; readonly error: string };

const HYPHENATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GROUP_STARTS = [0, 9, 14, 19, 24] as const;
const GROUP_LENGTHS = [8, 4, 4, 4, 12] as const;

/** The braced and URN forms' inner text, and where it starts in the input. */
function unwrap(input: string): { readonly inner: string; readonly offset: number } {
  if (input.length >= 2 && input.startsWith('{') && input.endsWith('}'))
    return { inner: input.slice(1, -1), offset: 1 };
  if (input.startsWith('urn:uuid:')) return { inner: input.slice(9), offset: 9 };
  return { inner: input, offset: 0 };
}

/** Success carries the canonical (lower-case, hyphenated) form, as `str(UUID(...))` writes it. */
export function parseUuid(input: string): UuidParse {
  const { inner, offset } = unwrap(input);
  const simple = offset === 0 && /^[0-9a-f]{32}$/i.test(input);
  if (!simple && !HYPHENATED.test(inner)) return { ok: false, error: describe(inner, offset) };
  const hex = inner.replaceAll('-', '').toLowerCase();
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ok: true, uuid };
}

/** `uuid::Error`'s `Display`: the first bad character, else the length or the hyphen groups. */
function describe(inner: string, offset: number): string {
  const hyphens: number[] = [];
  let byte = 0;
  for (const char of inner) {
    if (char === '-') hyphens.push(byte);
    else if (!/^[0-9a-f]$/i.test(char)) {
      const found = `found \`${char}\` at ${byte + offset + 1}`;
      return `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], ${found}`;
    }
    byte += Buffer.byteLength(char);
  }
  if (hyphens.length === 0 && offset === 0)
    return `invalid length: expected length 32 for simple format, found ${byte}`;
  if (hyphens.length !== 4) return `invalid group count: expected 5, found ${hyphens.length + 1}`;
  const ends = [...hyphens, byte];
  for (let group = 0; group < 5; group += 1) {
    const start = GROUP_STARTS[group] ?? 0;
    const expected = GROUP_LENGTHS[group] ?? 0;
    const found = (ends[group] ?? 0) - start;
    if (found !== expected)
      return `invalid group length in group ${group}: expected ${expected}, found ${found}`;
  }
  return 'invalid length';
}
