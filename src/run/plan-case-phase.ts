/**
 * @module The case phase's plan: every operation's cases (generated valid, edge, negative, path and
 * auth variants) as discovery left them, sized to the requests that fit in the phase's time.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { buildCases } from '../../generators/build-cases.ts';
import type { Case } from '../core/case.ts';
import type { Config } from '../core/config.ts';
import type { TimeAllowance } from '../core/deadline.ts';
import type { WitnessCoverage } from '../core/run-record.ts';
import type { DiscoveryResult, OperationDiscovery } from '../discovery/index.ts';
import type { OperationBreaker } from '../http/breaker.ts';
import { type CasePlan, type OperationCases, planCases } from './case-plan.ts';
import { checkSlice } from './check-slice.ts';

/** Room for shrinking and 429 resends: plan on this share of what fits. */
const PLAN_SHARE = 0.85;

export interface PlanOptions {
  readonly sideEffects: boolean;
  readonly hasTokenB: boolean;
  readonly time?: TimeAllowance;
  readonly breaker?: OperationBreaker;
  /** A baseline check: send at most this many cases, chosen by fault-finding power (`check-slice.ts`). */
  readonly checkCases?: number;
  /** A baseline check: the core requests its witnesses sent per operation (the slice sends the rest first). */
  readonly witnessed?: readonly WitnessCoverage[];
}

function casesFor(
  op: NumberedOperation,
  d: OperationDiscovery,
  config: Config,
  sideEffects: boolean,
  hasTokenB: boolean,
  examples: number,
): Case[] {
  return buildCases(op, {
    seed: config.seed,
    examples,
    knownIds: d.pathParams,
    knowledge: d.knowledge,
    sideEffectsAllowed: sideEffects,
    ...optionalExample(config, op),
  }).filter((c) => hasTokenB || c.auth !== 'other_tenant');
}

function optionalExample(config: Config, op: NumberedOperation) {
  const example = config.userExamples?.get(op.number);
  return example === undefined ? {} : { userExample: example };
}

function capacityOf(time: TimeAllowance | undefined): number {
  return time === undefined
    ? Number.POSITIVE_INFINITY
    : time.capacity(time.deadline.remainingMs()) * PLAN_SHARE;
}

/** Operations skipped by discovery, or whose breaker already opened, get no cases. */
export function planCasePhase(
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  config: Config,
  opts: PlanOptions,
): CasePlan {
  const build = (examples: number): OperationCases[] =>
    ops.flatMap((op) => {
      const d = discovery.operations.find((x) => x.operation === op.number);
      if (!d || d.skipped !== undefined || opts.breaker?.isOpen(op.number)) return [];
      const cases = casesFor(op, d, config, opts.sideEffects, opts.hasTokenB, examples);
      return [{ operation: op.number, cases }];
    });
  if (opts.checkCases === undefined) return planCases(build, config.examples, capacityOf(opts.time));
  const full = build(config.examples);
  const slice = checkSlice(full, Math.min(opts.checkCases, capacityOf(opts.time)), opts.witnessed);
  return {
    examples: config.examples,
    operations: slice.map((o, i) => ({ ...o, full: full[i]?.cases.length ?? 0 })),
    checkSlice: true,
  };
}
