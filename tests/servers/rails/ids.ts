/**
 * @module Rails' integer primary keys (one sequence per table) and `find`'s cast of a path id:
 * Ruby's `String#to_i`, so `42abc` finds record 42 and junk becomes 0 (found nowhere).
 */
import { keySequences } from '../shared/model-server.ts';

/** Shared by every server started in the process, as the seeds of one database would be. */
export const nextRailsId = keySequences(1001);

/** `"42abc".to_i` → `"42"`; `"x".to_i` → `"0"`. */
export function toI(param: string): string {
  const digits = /^\s*([+-]?\d+)/.exec(param)?.[1];
  return digits === undefined ? '0' : String(Number(digits));
}
