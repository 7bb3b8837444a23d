/**
 * @module Every case of one operation: sampled valid cases, then the edge, path and auth cases,
 * all made safe for the run's side-effect policy. Operations the side-effect rule skips get none
 * (the HTTP client's gate lists them as skipped). Same options ⇒ deep-equal cases.
 */
import type { NumberedOperation } from '../fixtures/catalog.ts';
import type { Case } from '../src/core/case.ts';
import { skipReason } from '../src/core/side-effects.ts';
import { type BuildOptions, buildContext } from './build-context.ts';
import { edgeCases } from './edge-cases.ts';
import { bodyGuard, guardCase } from './side-effect-guard.ts';
import { validCases } from './valid-cases.ts';

export type { BuildOptions } from './build-context.ts';

export function buildCases(op: NumberedOperation, opts: BuildOptions): Case[] {
  if (skipReason(op, opts.sideEffectsAllowed) !== undefined) return [];
  const ctx = buildContext(op, opts);
  const guard = bodyGuard(op, opts.sideEffectsAllowed);
  return [...validCases(ctx, opts.examples), ...edgeCases(ctx)].flatMap((c) => guardCase(c, guard) ?? []);
}
