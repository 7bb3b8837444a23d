/**
 * @module Response → outcome, using the operation's learned rejection convention. 5xx, 429 and
 * transport failures are never rejections: they make a probe inconclusive.
 */
import type { Exchange } from '../../core/exchange.ts';
import { parseErrorBody } from '../error-parsers/index.ts';
import type { ParsedError } from '../error-parsers/types.ts';
import { isNested, namesPath } from './body-path.ts';
import { isFailureBody } from './failure-body.ts';

export type Outcome =
  | 'accepted'
  | 'rejected'
  | 'auth'
  | 'not_found'
  | 'rate_limited'
  | 'server_error'
  | 'failed'
  | 'other';

export interface Verdict {
  readonly outcome: Outcome;
  readonly exchange: Exchange;
  readonly status?: number;
  /** The error body, when a parser understood it. */
  readonly parsed?: ParsedError;
  /** Top-level request fields the error names. */
  readonly named: readonly string[];
  /** The answer of an identical earlier request, not sent again. */
  readonly reused?: boolean;
}

/** 4xx statuses that say something else than "this body is invalid", whatever their body names. */
export const NEVER_VALIDATION: ReadonlySet<number> = new Set([405, 406, 408, 413, 415]);

/**
 * A conflict is a validation answer only where this server was seen to use it so (learned from a
 * control) or where its body names a field of the request, as a validator's does.
 */
const VALIDATION_WHEN_NAMED: ReadonlySet<number> = new Set([409]);

/** Statuses treated as "rejected" before an operation's own convention is known. */
const DEFAULT_REJECTION = new Set([400, 422]);

export function classify(
  exchange: Exchange,
  rejectionStatuses: ReadonlySet<number>,
  fields: readonly string[],
): Verdict {
  const res = exchange.response;
  if (res === undefined) return { outcome: 'failed', exchange, named: [] };
  const status = res.status;
  const base = { exchange, status };
  if (status >= 500) return { ...base, outcome: 'server_error', named: [] };
  if (status === 429) return { ...base, outcome: 'rate_limited', named: [] };
  if (status >= 200 && status < 300) {
    if (!isFailureBody(res)) return { ...base, outcome: 'accepted', named: [] };
    return { ...base, outcome: 'rejected', ...errorDetail(exchange, fields) };
  }
  if (status === 401 || status === 403) return { ...base, outcome: 'auth', named: [] };
  if (status === 404 || status === 410) return { ...base, outcome: 'not_found', named: [] };
  // A status learned as this operation's rejection (a 409 its invalid controls drew) overrides the prior.
  if (status >= 400 && status < 500 && (!NEVER_VALIDATION.has(status) || rejectionStatuses.has(status))) {
    const detail = errorDetail(exchange, fields);
    if (rejectionStatuses.has(status)) return { ...base, outcome: 'rejected', ...detail };
    const namesField = VALIDATION_WHEN_NAMED.has(status)
      ? detail.named.length > 0
      : DEFAULT_REJECTION.has(status) || (detail.parsed?.hints.length ?? 0) > 0;
    if (namesField) return { ...base, outcome: 'rejected', ...detail };
  }
  return { ...base, outcome: 'other', named: [] };
}

function errorDetail(
  exchange: Exchange,
  fields: readonly string[],
): { parsed?: ParsedError; named: string[] } {
  const res = exchange.response;
  if (res === undefined) return { named: [] };
  let parsed: ParsedError | undefined;
  try {
    parsed = parseErrorBody(res, fields);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) return { named: [] };
  const named = [...new Set(parsed.hints.map((h) => topField(h.field)).filter((f) => f !== ''))];
  return { parsed, named };
}

/** `primary.name` → `primary`; `/items/0` → `items`. */
export function topField(path: string): string {
  const trimmed = path.replace(/^[/$.]+/, '');
  return trimmed.split(/[./[\]]/)[0] ?? '';
}

/**
 * Whether a probe of `field` (top-level, or `object.field`) drew a rejection attributable to it:
 * the error names it (a nested field also by its object alone) or names nothing.
 */
export function rejectsField(v: Verdict, field: string): boolean {
  if (v.outcome !== 'rejected') return false;
  if (v.named.length === 0) return true;
  if (!isNested(field)) return v.named.includes(field);
  return (v.parsed?.hints ?? []).some((h) => namesPath(h.field, field));
}

export function isTransient(v: Verdict): boolean {
  return v.outcome === 'server_error' || v.outcome === 'failed' || v.outcome === 'rate_limited';
}
