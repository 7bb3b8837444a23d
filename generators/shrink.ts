/**
 * @module Shrinking a failing value: fast-check replays the value at `seed`/`path` and shrinks it
 * while `triggers` still holds. fast-check shrinks; the caller then re-checks that the shrunk case
 * still triggers the finding (a server is not a pure function) before reporting it.
 */
import fc from 'fast-check';

export interface ShrinkResult<T> {
  readonly value: T;
  readonly seed: number;
  /** The counterexample path: `sampleAt(arb, seed, path)` gives `value` again. */
  readonly path: string;
  readonly shrinks: number;
}

export interface ShrinkOptions {
  /** Most calls of `triggers` (each may be a request); past it, shrinking stops where it is. */
  readonly maxAttempts?: number;
}

/**
 * Undefined when the value at `path` no longer triggers (flaky) — then there is nothing to shrink.
 * Not `endOnFailure`: that would stop at the first failure, before any shrinking.
 */
export async function shrinkFailing<T>(
  arb: fc.Arbitrary<T>,
  seed: number,
  path: string,
  triggers: (value: T) => boolean | Promise<boolean>,
  opts: ShrinkOptions = {},
): Promise<ShrinkResult<T> | undefined> {
  const maxAttempts = opts.maxAttempts ?? 100;
  let attempts = 0;
  const holds = async (value: T) => {
    attempts += 1;
    return attempts > maxAttempts || !(await triggers(value));
  };
  // numRuns 1: replay the value at `path` only, never go on to fresh values.
  const details = await fc.check(fc.asyncProperty(arb, holds), { seed, path, numRuns: 1 });
  if (!details.failed || details.counterexample === null) return undefined;
  return {
    value: details.counterexample[0],
    seed,
    path: details.counterexamplePath ?? path,
    shrinks: details.numShrinks,
  };
}
