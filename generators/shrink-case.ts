/**
 * @module Shrinking a failing sampled case: the valid-body arbitrary it came from, shrunk at its
 * seed and path. Deterministic edge cases are already minimal and are returned as they are.
 */
import { operationByNumber } from '../fixtures/catalog.ts';
import type { Case } from '../src/core/case.ts';
import { buildContext } from './build-context.ts';
import type { ReplayOptions } from './replay.ts';
import { type ShrinkOptions, shrinkFailing } from './shrink.ts';
import { bodyGuard, guardCase } from './side-effect-guard.ts';
import { validArbitrary, validCase } from './valid-cases.ts';

/**
 * The smallest case fast-check finds for which `triggers` holds, keeping `c`'s id; undefined when
 * `c` itself no longer triggers. The caller re-checks the result before reporting it.
 */
export async function shrinkCase(
  c: Case,
  opts: ReplayOptions,
  triggers: (candidate: Case) => boolean | Promise<boolean>,
  shrinkOpts?: ShrinkOptions,
): Promise<Case | undefined> {
  if ((c.scenario !== 'valid_full' && c.scenario !== 'valid_minimal') || c.fcPath === undefined) {
    return (await triggers(c)) ? c : undefined;
  }
  const scenario = c.scenario;
  const op = operationByNumber(c.operation);
  const ctx = buildContext(op, { ...opts, seed: c.seed, examples: 0 });
  const guard = bodyGuard(op, opts.sideEffectsAllowed);
  const toCase = (value: Record<string, unknown>, path: string) =>
    guardCase({ ...validCase(ctx, scenario, path, value), id: c.id }, guard);
  const result = await shrinkFailing(
    validArbitrary(ctx, scenario),
    ctx.opSeed,
    c.fcPath,
    async (value) => {
      const candidate = toCase(value, c.fcPath ?? '');
      return candidate !== undefined && (await triggers(candidate));
    },
    shrinkOpts,
  );
  return result === undefined ? undefined : toCase(result.value, result.path);
}
