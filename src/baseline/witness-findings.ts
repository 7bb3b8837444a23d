/**
 * @module Witnesses that disagree where no fact changed: the recorded request draws another answer
 * (accepted where it was rejected, another status, media type or body), though rediscovering the
 * operation stated the same facts. Drift all the same (`witness_outcome_changed`), with the
 * replayed exchange as evidence. A witness built rather than recorded (a bound's accepted side, the
 * body limit's) only asks for the rediscovery, whose facts speak for it.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { applyPolicy } from '../checks/policy.ts';
import type { Finding } from '../core/finding.ts';
import { toCurl } from '../http/curl.ts';
import { driftRules, ruleFails } from './drift-rules.ts';
import type { Replay } from './replay-witnesses.ts';
import { describeOutcome } from './witness.ts';

export function witnessFindings(
  replays: readonly Replay[],
  explained: ReadonlySet<OperationNumber | 0>,
  seed: number,
): Finding[] {
  const rule = 'witness_outcome_changed';
  const breaking = ruleFails(rule);
  const check = breaking ? 'drift' : 'drift_compatible';
  return replays
    .filter((r) => r.differs.length > 0 && r.witness.built !== true)
    .filter((r) => !explained.has(r.witness.operation))
    .map((r) => ({
      key: `${check}|${rule}|${r.witness.operation}|${r.witness.request.method} ${r.witness.request.path}|${r.differs.join('; ')}`,
      check,
      operation: r.witness.operation,
      severity: breaking ? 'high' : 'info',
      title: `#${r.witness.operation}: a recorded request (${r.witness.request.method} ${r.witness.request.path}, ${r.witness.about}) draws another answer: ${r.differs.join('; ')}`,
      expected: describeOutcome(r.witness.outcome),
      actual: describeOutcome(r.now),
      caseId: 'baseline',
      seed,
      exchangeIds: [r.exchange.id],
      curl: toCurl(r.exchange.request, { otherTenant: r.witness.request.auth === 'other_tenant' }),
      fails: applyPolicy({ check }),
      occurrences: 1,
      classification: {
        rule,
        kind: driftRules[rule].kind,
        operations: [r.witness.operation],
        facts: r.witness.facts,
      },
    }));
}
