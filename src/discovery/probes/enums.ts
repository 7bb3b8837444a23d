/**
 * @module Closed value sets. A shape-preserving mutation of the accepted value (same length and
 * character classes) rejected ⇒ the field takes a closed set (an enum or a pattern). The set is
 * complete only when the server lists it and each listed value is accepted; otherwise the values
 * seen accepted (at least the accepted one) are kept as observed, not as the set. Case variants show case sensitivity.
 * A listed set is tied to the field whose value the request changed, whatever the message calls it.
 */
import { enumVocabulary } from '../accepted-body/candidates.ts';
import { specOf } from '../accepted-body/field-values.ts';
import { hintIsAbout } from '../session/body-path.ts';
import { topField } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
import { evidence, namesOnlyOthers, type Trial, type TrialOptions, trial, withField } from './trial.ts';

const MAX_LISTED = 30;
const MAX_GUESSES = 10;
const MAX_CASE_CHECKS = 6;
const THIS: TrialOptions = { foreignNamesAreThis: true };

export async function probeEnum(
  ctx: OpContext,
  field: string,
  value: string,
): Promise<'open' | 'closed' | undefined> {
  const mutated = mutate(value);
  if (mutated === value) return undefined;
  const m = await trial(ctx, field, withField(ctx, field, mutated), 'enum-mutation', THIS);
  if (m.result === 'accepted') return 'open';
  if (m.result === 'inconclusive') return undefined;
  const trials: Trial[] = [m];
  let listed = listedValues(ctx, m, field);
  if (listed === undefined) {
    const other = await trial(ctx, field, withField(ctx, field, 'zz-not-a-value'), 'enum-invalid', THIS);
    trials.push(other);
    listed = listedValues(ctx, other, field);
  }
  let accepted: string[];
  let complete = false;
  if (listed !== undefined) {
    accepted = [];
    for (const v of listed.slice(0, MAX_LISTED)) {
      const t = v === value ? undefined : await trial(ctx, field, withField(ctx, field, v), 'enum-listed');
      if (t !== undefined) trials.push(t);
      if (t === undefined || t.result === 'accepted') accepted.push(v);
    }
    complete = listed.length <= MAX_LISTED && accepted.length === listed.length;
  } else {
    accepted = [value];
    for (const guess of guesses(ctx, field, value).slice(0, MAX_GUESSES)) {
      const t = await trial(ctx, field, withField(ctx, field, guess), 'enum-guess');
      trials.push(t);
      if (t.result === 'accepted') accepted.push(guess);
    }
  }
  const caseInsensitive = await caseCheck(ctx, field, accepted, listed ?? accepted, trials);
  // Even one accepted value and nothing listed (a pattern as likely as an enum) is kept: the field
  // is read and the value is known good; the set stays open in the document (`x-observed-values`).
  ctx.observeField({
    kind: 'enum',
    operation: ctx.number,
    field,
    values: accepted,
    closed: true,
    complete,
    ...(caseInsensitive !== undefined && { caseInsensitive }),
    source: listed !== undefined ? 'error_message' : 'probe',
    evidence: evidence(...trials),
  });
  return 'closed';
}

/**
 * Only this trial's value changed, so a listed set is this field's whatever name the message
 * gives it: this field's, none (Jackson names the value's type), or a name no field carries.
 */
function listedValues(ctx: OpContext, t: Trial, field: string): string[] | undefined {
  if (t.result !== 'rejected') return undefined;
  const foreign = namesOnlyOthers(ctx, t.verdict);
  for (const h of t.verdict.parsed?.hints ?? []) {
    // `$` (the body's root) names no field either.
    const about = hintIsAbout(h.field, field) || topField(h.field) === '' || foreign;
    if (h.kind === 'enum' && about && h.values !== undefined && h.values.length > 0) {
      return [...new Set(h.values.map(String))];
    }
  }
  return undefined;
}

/** Case variants of accepted values: all accepted ⇒ insensitive, all rejected ⇒ sensitive. */
async function caseCheck(
  ctx: OpContext,
  field: string,
  accepted: readonly string[],
  known: readonly string[],
  out: Trial[],
): Promise<boolean | undefined> {
  const results: boolean[] = [];
  const lowerKnown = new Set(known);
  for (const v of accepted.slice(0, MAX_CASE_CHECKS)) {
    const variant = /[a-z]/.test(v) ? v.toUpperCase() : v.toLowerCase();
    if (variant === v || lowerKnown.has(variant)) continue;
    const t = await trial(ctx, field, withField(ctx, field, variant), 'enum-case');
    out.push(t);
    if (t.result === 'inconclusive') return undefined;
    results.push(t.result === 'accepted');
  }
  if (results.length === 0) return undefined;
  if (results.every((r) => r)) return true;
  if (results.every((r) => !r)) return false;
  return undefined;
}

function guesses(ctx: OpContext, field: string, value: string): string[] {
  const spec = specOf(ctx, field);
  const hints = spec.type === 'string' ? (spec.hints ?? []) : [];
  const name = field.split('.').at(-1) ?? field;
  const all = [...hints, ...(enumVocabulary[name.toLowerCase()] ?? [])].map((g) => inCaseOf(value, g));
  return [...new Set(all)].filter((g) => g !== value);
}

/** `guess` written in the case style of `value` (upper, lower, capitalised), else as it is. */
function inCaseOf(value: string, guess: string): string {
  if (!/[a-z]/i.test(value)) return guess;
  if (value === value.toUpperCase()) return guess.toUpperCase();
  if (value === value.toLowerCase()) return guess.toLowerCase();
  if (value === value[0]?.toUpperCase() + value.slice(1).toLowerCase()) {
    return guess.charAt(0).toUpperCase() + guess.slice(1).toLowerCase();
  }
  return guess;
}

/** Same length and character classes, different value: rot13 for letters, +5 for digits. */
export function mutate(value: string): string {
  return [...value]
    .map((c) => {
      if (/[a-z]/.test(c)) return String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97);
      if (/[A-Z]/.test(c)) return String.fromCharCode(((c.charCodeAt(0) - 65 + 13) % 26) + 65);
      if (/[0-9]/.test(c)) return String((Number(c) + 5) % 10);
      return c;
    })
    .join('');
}
