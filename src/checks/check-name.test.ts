/**
 * @module Core's list of check names and the implementations agree: every name is judged by exactly
 * one of a check of the registry, the baseline gate or the breaker, in the list's order. (That each
 * check bears a name of the list is the compiler's: the registry `satisfies` it.)
 */
import { describe, expect, test } from 'vitest';
import { checkNames } from '../core/check-name.ts';
import { allChecks, baselineCheckNames, breakerCheckNames } from './index.ts';

describe('check names', () => {
  test("core's list is the registry's checks, then the baseline gate's, then the breaker's", () => {
    const judged = [...allChecks.map((c) => c.name), ...baselineCheckNames, ...breakerCheckNames];
    expect([...checkNames]).toEqual(judged);
  });

  test('no name twice', () => {
    expect(new Set(checkNames).size).toBe(checkNames.length);
  });
});
