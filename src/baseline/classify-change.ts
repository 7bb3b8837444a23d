/**
 * @module Which drift rule a changed fact falls under, read from the fact's area (`request.x.maxLength`,
 * `error.validation.content-type`, `server rate-limit`, ...) and the direction of the change. A
 * value absent on one side is `undefined`.
 */
import type { DriftRule } from './drift-rules.ts';

export interface FactChange {
  /** The fact's area: the key without its operation (`request.note.maxLength`, `rate-limit`). */
  readonly area: string;
  readonly before: string | undefined;
  readonly after: string | undefined;
  /** The baseline has other facts about the same request field (so a new `type` is a new rule). */
  readonly fieldKnown: boolean;
}

type Direction = 'added' | 'removed' | 'changed';
const direction = (c: FactChange): Direction =>
  c.before === undefined ? 'added' : c.after === undefined ? 'removed' : 'changed';
const list = (v: string | undefined): unknown[] => (v ? (JSON.parse(v) as unknown[]) : []);
const lost = (c: FactChange) => {
  const after = list(c.after);
  return list(c.before).some((x) => !after.includes(x));
};
/** Requests per second: `{rps}`, or a baseline recorded before as `{limit, windowSeconds}`. */
const perSecond = (v: string): number => {
  const r = JSON.parse(v) as { rps?: number; limit?: number; windowSeconds?: number };
  return r.rps ?? (r.limit ?? 0) / Math.max(1, r.windowSeconds ?? 1);
};

function bound(c: FactChange, keyword: string): DriftRule {
  const d = direction(c);
  if (d !== 'changed') return d === 'added' ? 'request_rule_added' : 'request_rule_removed';
  const raised = Number(c.after) > Number(c.before);
  const tighter = keyword === 'minimum' || keyword === 'minLength' ? raised : !raised;
  return tighter ? 'request_rule_tightened' : 'request_rule_loosened';
}

function requestRule(c: FactChange): DriftRule {
  const keyword = c.area.split('.').at(-1) ?? '';
  const d = direction(c);
  switch (keyword) {
    case 'required':
      return list(c.after).some((f) => !list(c.before).includes(f))
        ? 'request_field_required'
        : 'request_field_optional';
    case 'unknown-fields':
      if (c.before === 'rejected') return 'unknown_fields_accepted';
      return c.after === 'rejected' ? 'unknown_fields_rejected' : 'request_field_added';
    case 'minimum':
    case 'maximum':
    case 'minLength':
    case 'maxLength':
      return bound(c, keyword);
    case 'enum':
      if (d !== 'changed') return d === 'added' ? 'request_rule_added' : 'request_rule_removed';
      return lost(c) ? 'request_rule_tightened' : 'request_rule_loosened';
    case 'type':
      if (d === 'added') return c.fieldKnown ? 'request_rule_added' : 'request_field_added';
      return d === 'removed' ? 'request_rule_removed' : 'request_type_changed';
    default: // format, items
      return d === 'added'
        ? 'request_rule_added'
        : d === 'removed'
          ? 'request_rule_removed'
          : 'request_type_changed';
  }
}

function responseRule(c: FactChange): DriftRule {
  const d = direction(c);
  if (c.area.endsWith('.required'))
    return lost(c) ? 'response_property_optional' : 'response_property_required';
  return d === 'added'
    ? 'response_property_added'
    : d === 'removed'
      ? 'response_property_removed'
      : 'response_property_changed';
}

function errorRule(c: FactChange): DriftRule {
  const d = direction(c);
  if (/\.body[.[]/.test(c.area) || c.area.endsWith('.body.type')) {
    if (c.area.endsWith('.required')) return lost(c) ? 'error_body_changed' : 'error_body_property_added';
    return d === 'added' ? 'error_body_property_added' : 'error_body_changed';
  }
  if (d === 'removed') return 'error_no_longer_returned';
  if (d === 'added') return 'error_newly_returned';
  return c.area.endsWith('.content-type') ? 'error_content_type_changed' : 'error_status_changed';
}

/** A window learned from reset countdowns varies by a few seconds: a limit moves when it moves by a fifth. */
const LIMIT_TOLERANCE = 1.25;

function limitRule(c: FactChange, name: 'rate_limit' | 'body_limit'): DriftRule | undefined {
  if (c.before === undefined) return `${name}_new`;
  if (c.after === undefined) return `${name}_gone`;
  const value = name === 'rate_limit' ? perSecond : Number;
  const ratio = value(c.after) / value(c.before);
  if (ratio * LIMIT_TOLERANCE < 1) return `${name}_lowered`;
  return ratio > LIMIT_TOLERANCE ? `${name}_raised` : undefined;
}

/** The rule of a changed fact; `undefined` for bookkeeping facts that are not behaviour. */
export function classifyChange(c: FactChange): DriftRule | undefined {
  const d = direction(c);
  const head = /^[a-z-]+/.exec(c.area)?.[0];
  switch (head) {
    case 'security':
      if (c.before !== undefined && c.before !== '[]' && c.after === '[]') return 'auth_dropped';
      return c.before === '[]' && c.after !== undefined ? 'auth_added' : 'security_changed';
    case 'success':
      return 'success_status_changed';
    case 'unknown-id':
      return 'unknown_id_status_changed';
    case 'get-body':
      return 'get_body_changed';
    case 'responsive':
      return d === 'added' ? 'operation_unresponsive' : 'operation_responsive_again';
    case 'request':
      return requestRule(c);
    case 'response':
      return responseRule(c);
    case 'error':
      return errorRule(c);
    case 'rate-limit':
      return limitRule(c, 'rate_limit');
    case 'body-limit':
      return limitRule(c, 'body_limit');
    default:
      return undefined;
  }
}
