/**
 * @module The gap report as data, read by `gap-report.md` and `index.html` alike: the service-wide
 * conventions once (with the sections that have no per-operation answer), then per operation its
 * differences from the document first, the established answers next and what was not established
 * last, so each operation opens with its most surprising answers.
 */
import type { Exchange } from '../../core/exchange.ts';
import type { ObservedRun } from '../../core/run-record.ts';
import { appendedGapLines, type DiscoverableOperation, mergeOperation } from '../../discovery/index.ts';
import { type Difference, differences, type RunDifferences } from '../differences/differences.ts';
import { GAP_SECTIONS, type GapAnswer } from './gap-sections.ts';

export interface GapItem {
  readonly title: string;
  readonly answer: GapAnswer;
}

export interface GapOperation {
  readonly def: DiscoverableOperation;
  readonly skipped?: string;
  readonly differences: readonly Difference[];
  readonly established: readonly GapItem[];
  readonly notEstablished: readonly GapItem[];
}

export interface GapModel {
  readonly differences: RunDifferences;
  /** Answers for the whole service (limits, callbacks). */
  readonly global: readonly GapItem[];
  readonly operations: readonly GapOperation[];
}

export function gapModel(
  result: ObservedRun,
  operations: readonly DiscoverableOperation[],
  exchanges: readonly Exchange[],
): GapModel {
  const diff = differences({ ...result, exchanges });
  const global = GAP_SECTIONS.flatMap((s) => {
    const answer = s.global?.(result);
    return answer === undefined ? [] : [{ title: s.title, answer }];
  });
  const ops = operations.map((def): GapOperation => {
    const op = mergeOperation(def, result.observations);
    const skipped = result.skipped.find((s) => s.operation === def.number)?.reason;
    const observed = own(result, def);
    const items = GAP_SECTIONS.filter(
      (s) => s.perOperation !== false && (s.only === undefined || s.only.includes(def.number)),
    ).map((s) => ({
      title: s.title,
      answer:
        skipped !== undefined
          ? { notEstablished: `operation skipped: ${skipped}` }
          : withAppended(s.answer(op, result), appendedGapLines(s.title, observed)),
    }));
    return {
      def,
      ...(skipped !== undefined && { skipped }),
      differences: diff.operations.find((o) => o.op.number === def.number)?.differences ?? [],
      established: items.filter((i) => !('notEstablished' in i.answer)),
      notEstablished: items.filter((i) => 'notEstablished' in i.answer),
    };
  });
  return { differences: diff, global, operations: ops };
}

const own = (result: ObservedRun, def: DiscoverableOperation) =>
  result.observations.filter((o) => 'operation' in o && o.operation === def.number);

/** A section's answer with the lines of the kinds that append to it (see `gap.appended`). */
function withAppended(answer: GapAnswer, added: { lines: string[]; evidence: string[] }): GapAnswer {
  if (added.lines.length === 0) return answer;
  const text = added.lines.join('; ');
  if ('notEstablished' in answer) return { text, confidence: 'certain', evidence: added.evidence };
  return { ...answer, text: `${answer.text}; ${text}`, evidence: [...answer.evidence, ...added.evidence] };
}
