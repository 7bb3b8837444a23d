/**
 * @module The case phase's plan: every operation's cases (generated valid, edge, negative, path and
 * auth variants) as discovery left them, sized to the requests that fit in the phase's time. An
 * operation discovery found no accepted request for gets only its auth matrix (one request with the
 * token, none without, one with a malformed token, the other tenant's): generated cases built on a
 * body nobody saw accepted would teach nothing and take the time of those that can.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { buildCases } from '../../generators/build-cases.ts';
import type { Case, Scenario } from '../core/case.ts';
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

const AUTH_MATRIX: readonly Scenario[] = ['no_token', 'bad_token', 'other_tenant'];

/** The auth matrix among `cases`: the first valid case with the token, and the auth variants. */
export function authMatrix(cases: readonly Case[]): Case[] {
  const withToken = cases.find((c) => c.scenario.startsWith('valid_') && c.auth === 'token');
  return cases.filter((c) => c === withToken || AUTH_MATRIX.includes(c.scenario));
}

/** Operations some request of which discovery saw accepted (its success facts). */
function acceptedOperations(discovery: DiscoveryResult): Set<number> {
  return new Set(discovery.observations.flatMap((o) => (o.kind === 'success' ? [o.operation] : [])));
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
  const accepted = acceptedOperations(discovery);
  const build = (examples: number): OperationCases[] =>
    ops.flatMap((op) => {
      const d = discovery.operations.find((x) => x.operation === op.number);
      if (!d || d.skipped !== undefined || opts.breaker?.isOpen(op.number)) return [];
      const all = casesFor(op, d, config, opts.sideEffects, opts.hasTokenB, examples);
      return [{ operation: op.number, cases: accepted.has(op.number) ? all : authMatrix(all) }];
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
