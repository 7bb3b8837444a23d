/**
 * @module Walks every scalar of a parsed JSON body without recursion, since a 100 kB body can nest
 * tens of thousands of levels deep. Shared by the faults that react to body content.
 */

export function someScalar(body: unknown, test: (value: unknown) => boolean): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'object' && value !== null) {
      for (const child of Object.values(value)) pending.push(child);
    } else if (test(value)) return true;
  }
  return false;
}
