/**
 * @module Where two request bodies differ, when they differ in one place only: a value changed,
 * added or left out, at a field path (`['bookedBy', 'email']`). Probes and generated cases change
 * one place of a body the server accepted; a refusal of such a body is that place's.
 */

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const same = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Where a refused body differs from a passed one in one place: a value changed, added or left out. */
export interface Difference {
  readonly path: readonly string[];
  readonly change: 'changed' | 'added' | 'omitted';
}

export function oneDifference(refused: unknown, passed: unknown): Difference | undefined {
  if (!isObject(refused) || !isObject(passed)) return undefined;
  let key: string | undefined;
  // Stops at the second difference: most pairs differ in many places.
  for (const k of new Set([...Object.keys(refused), ...Object.keys(passed)])) {
    if (same(refused[k], passed[k])) continue;
    if (key !== undefined) return undefined;
    key = k;
  }
  if (key === undefined) return undefined;
  if (!(key in refused)) return { path: [key], change: 'omitted' };
  if (!(key in passed)) return { path: [key], change: 'added' };
  const deeper = oneDifference(refused[key], passed[key]);
  return deeper === undefined
    ? { path: [key], change: 'changed' }
    : { path: [key, ...deeper.path], change: deeper.change };
}

export function valueAt(body: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), body);
}

/** Whether `other` has, at the difference's place, what `body` has there (both leaving it out). */
export function seenAt(other: unknown, body: unknown, { path, change }: Difference): boolean {
  return change === 'omitted'
    ? valueAt(other, path) === undefined
    : same(valueAt(other, path), valueAt(body, path));
}

/** The values, each once (as JSON). */
export function distinct(values: readonly unknown[]): unknown[] {
  return [...new Map(values.map((v) => [JSON.stringify(v), v])).values()];
}
