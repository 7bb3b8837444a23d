/**
 * @module FastAPI's request validation of one operation: the path id (`report_id: UUID`) and the
 * body parameter, all their errors in one list (path first, then body), as `RequestValidationError`
 * renders them. Also hands back the canonical id and the body model's dump.
 */
import type { IdKind } from '../shared/rules.ts';
import { at, type ErrorDetail, failures } from './error-details.ts';
import { isRecord, laxDict, notModelInput } from './lax.ts';
import type { BodyRead } from './request-body.ts';
import type { FastapiOperation } from './rules.ts';
import { parseUuid } from './uuid.ts';
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
      : { errors: [at(['body'], failures.missing(null))], body: {} };
  const { value } = read;
  if (rule.freeForm) {
    const dict = laxDict(value);
    return dict.ok ? { errors: [], body: dict.value } : { errors: [at(['body'], dict.failure)], body: {} };
  }
  if (!isRecord(value)) return { errors: [at(['body'], notModelInput(value))], body: {} };
  const model = validateModel(value, rule.body.fields, ['body']);
  return { errors: [...model.errors], body: model.value };
}

export function validateRequest(rule: FastapiOperation, rawId: string, read: BodyRead): ValidatedRequest {
  const path = pathErrors(rule, rawId);
  const body = bodyErrors(rule, read);
  return { errors: [...path.errors, ...body.errors], id: path.id, body: body.body };
}
