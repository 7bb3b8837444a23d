/**
 * @module A baseline check's case slice: the witnesses already restate every fact (valid payloads,
 * no token, a malformed token, each refusal), so the cases it can afford go to the inputs that break
 * handlers rather than validators: non-ASCII text, numeric boundaries and negatives, nulls, long
 * strings, wrong types, across every operation before any operation gets a second one. Valid
 * examples and the auth variants come last. The slice is sized by the caller (the requests left of
 * `CHECK_REQUESTS`, `MAX_REQUESTS`, and what `MAX_DURATION` and the learned rate allow).
 */
import type { Case, Scenario } from '../core/case.ts';
import type { WitnessCoverage } from '../core/run-record.ts';
import type { OperationCases } from './case-plan.ts';

/** Scenarios by fault-finding power, most first (the order is the point: it is data, not logic). */
export const POWER_ORDER: readonly Scenario[] = [
  'unicode',
  'numeric_boundary',
  'null_field',
  'very_long',
  'wrong_type',
  'control_chars',
  'empty_string',
  'whitespace',
  'injection',
  'array_for_object',
  'missing_field',
  'malformed_json',
  'empty_body',
  'wrong_content_type',
  'unknown_field',
  'path_encoded_specials',
  'path_very_long_id',
  'path_malformed_id',
  'path_unknown_id',
  'path_known_id',
  'valid_full',
  'valid_minimal',
  'no_token',
  'bad_token',
  'other_tenant',
];

const rank = (s: Scenario) => {
  const i = POWER_ORDER.indexOf(s);
  return i < 0 ? POWER_ORDER.length : i;
};

/** One operation's cases by power: the first of each scenario in power order, then the second of each, ... */
export function byPower(cases: readonly Case[]): Case[] {
  const queues = new Map<Scenario, Case[]>();
  for (const c of cases) queues.set(c.scenario, [...(queues.get(c.scenario) ?? []), c]);
  const ordered = [...queues.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, q]) => q);
  const out: Case[] = [];
  for (let round = 0; out.length < cases.length; round++)
    for (const q of ordered) if (q[round] !== undefined) out.push(q[round] as Case);
  return out;
}

/**
 * The core requests (valid with the token, no token, a malformed token) the witnesses of `op` did
 * not send, first: an operation the recording never saw accepted has no valid witness, and its
 * valid case must still be sent for the check to have exercised it as a full run does.
 */
function owedFirst(cases: Case[], covered: WitnessCoverage | undefined): Case[] {
  const owed = [
    !covered?.valid && cases.find((c) => c.scenario.startsWith('valid_') && c.auth === 'token'),
    !covered?.noToken && cases.find((c) => c.scenario === 'no_token'),
    !covered?.badToken && cases.find((c) => c.scenario === 'bad_token'),
  ].filter((c): c is Case => c !== false && c !== undefined);
  return [...owed, ...cases.filter((c) => !owed.includes(c))];
}

/**
 * At most `size` cases: every operation's most powerful case, then every operation's second, ...
 * Each operation keeps its cases in power order (the order they are sent in), after the core
 * requests its witnesses did not send (`witnessed`: what they did send, per operation).
 */
export function checkSlice(
  ops: readonly OperationCases[],
  size: number,
  witnessed?: readonly WitnessCoverage[],
): OperationCases[] {
  const ranked = ops.map((o) =>
    witnessed === undefined
      ? byPower(o.cases)
      : owedFirst(
          byPower(o.cases),
          witnessed.find((w) => w.operation === o.operation),
        ),
  );
  const taken = ops.map(() => 0);
  let left = Math.max(0, Math.floor(size));
  for (let round = 0; left > 0 && ranked.some((r) => r.length > round); round++) {
    for (const [i, r] of ranked.entries()) {
      if (left === 0) break;
      if (r.length > round) {
        taken[i] = round + 1;
        left--;
      }
    }
  }
  return ops.map((o, i) => ({ operation: o.operation, cases: (ranked[i] ?? []).slice(0, taken[i]) }));
}
