/**
 * @module The generalisation measure (issue 17 item 7) for the bench: runs
 * `tests/discovery/generalisation-all.ts` as a child process (the bench imports no test code), its
 * measures in words passed through to stderr, and reads the JSON line it ends with.
 */
import { scriptResult } from './run-command.ts';

/** Seven servers, seven runs each, ~20 s a run on a loaded 2-core machine: a bound, not a target. */
const TIMEOUT_MS = 40 * 60_000;

export interface Generalisation {
  /** `<server>_<wrapper>` → the kept ratio. */
  readonly pairs: Readonly<Record<string, number>>;
  /** Per wrapper, the lowest kept ratio over the servers. */
  readonly keptByWrapper: Readonly<Record<string, number>>;
  /** Server/wrapper pairs short of the goal, in words. */
  readonly misses: readonly string[];
}

/** All seven servers, or only those named in `only`. */
export async function measureGeneralisation(
  only: readonly string[] = [],
): Promise<Generalisation | undefined> {
  return scriptResult<Generalisation>(['tests/discovery/generalisation-all.ts', ...only], TIMEOUT_MS);
}
