/**
 * @module Stored failing cases and their replay: a case is stored as data (seed, fast-check path,
 * operation, scenario, id) and regenerated from it exactly, by the same code that built it.
 */
import { operationByNumber } from '../fixtures/catalog.ts';
import type { Case, Scenario } from '../src/core/case.ts';
import type { StoredCase } from '../src/core/regression.ts';
import { buildCases } from './build-cases.ts';
import { type BuildOptions, buildContext } from './build-context.ts';
import { sampleAt } from './sample-at.ts';
import { bodyGuard, guardCase } from './side-effect-guard.ts';
import { type ValidScenario, validArbitrary, validCase } from './valid-cases.ts';

/** What a replay needs besides the stored case: the same ids, knowledge and side-effect policy. */
export type ReplayOptions = Omit<BuildOptions, 'seed' | 'examples'>;

export function toStoredCase(c: Case): StoredCase {
  return {
    seed: c.seed,
    ...(c.fcPath !== undefined && { path: c.fcPath }),
    operation: c.operation,
    scenario: c.scenario,
    caseId: c.id,
  };
}

export function replayCase(stored: StoredCase, opts: ReplayOptions): Case {
  const op = operationByNumber(stored.operation);
  const build = { ...opts, seed: stored.seed, examples: 0 };
  if (isValidScenario(stored.scenario) && stored.path !== undefined) {
    const ctx = buildContext(op, build);
    const value = sampleAt(validArbitrary(ctx, stored.scenario), ctx.opSeed, stored.path);
    const c = guardCase(
      validCase(ctx, stored.scenario, stored.path, value),
      bodyGuard(op, opts.sideEffectsAllowed),
    );
    if (c === undefined) throw new Error(`${stored.caseId}: cannot be sent without side effects`);
    return { ...c, id: stored.caseId };
  }
  const found = buildCases(op, build).find((c) => c.id === stored.caseId);
  if (found === undefined) {
    throw new Error(`${stored.caseId}: not generated for operation ${stored.operation} with these options`);
  }
  return found;
}

function isValidScenario(s: Scenario): s is ValidScenario {
  return s === 'valid_full' || s === 'valid_minimal';
}
