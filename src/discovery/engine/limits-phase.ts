/**
 * @module Phase 3, only when limits may be probed, after everything else: the body size limit by
 * bisection on 413, then the rate limit (provoked and measured, unless already known).
 */

import { probeBodyLimit } from '../probes/body-limit.ts';
import { provokeRateLimit } from '../probes/rate-limit.ts';
import type { OpContext } from '../session/op-context.ts';

/** Runs a probe on one operation, turning its own failures into "not established". */
export type Guard = (ctx: OpContext, run: () => Promise<void>) => Promise<void>;

/** An operation whose accepted body may be sent many times: JSON body, no external effect. */
function bodyTarget(contexts: readonly OpContext[]): OpContext | undefined {
  return contexts.find(
    (c) =>
      c.accepted !== undefined &&
      c.op.method === 'POST' &&
      c.op.sideEffect.kind !== 'external' &&
      c.op.sideEffect.kind !== 'external-unless',
  );
}

/** A cheap operation to count requests on: read-only first, then any that only writes. */
function countTarget(contexts: readonly OpContext[]): OpContext | undefined {
  const ok = (c: OpContext) => c.acceptedStatus !== undefined && c.stopped === undefined;
  return (
    contexts.find((c) => ok(c) && c.op.sideEffect.kind === 'read-only') ??
    contexts.find((c) => ok(c) && c.op.sideEffect.kind === 'writes')
  );
}

export async function runBodyLimit(
  contexts: readonly OpContext[],
  allowance: number,
  guard: Guard,
): Promise<void> {
  const target = bodyTarget(contexts);
  if (target === undefined) return;
  target.startPhase(allowance);
  await guard(target, () => probeBodyLimit(target));
}

export async function runRateLimit(
  contexts: readonly OpContext[],
  allowance: number,
  guard: Guard,
): Promise<void> {
  const target = countTarget(contexts);
  if (target === undefined) return;
  target.startPhase(allowance);
  await guard(target, () => provokeRateLimit(target));
}
