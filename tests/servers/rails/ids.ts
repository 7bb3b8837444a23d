/**
 * @module Rails' integer primary keys (one sequence per table) and `find`'s cast of a path id:
 * Ruby's `String#to_i`, so `42abc` finds record 42 and junk becomes 0 (found nowhere).
 */
const sequences = new Map<string, number>();

export function nextRailsId(kind: string): string {
  const next = (sequences.get(kind) ?? 1000) + 1;
  sequences.set(kind, next);
  return String(next);
}

/** `"42abc".to_i` → `"42"`; `"x".to_i` → `"0"`. */
export function toI(param: string): string {
  const digits = /^\s*([+-]?\d+)/.exec(param)?.[1];
  return digits === undefined ? '0' : String(Number(digits));
}
