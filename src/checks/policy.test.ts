import { describe, expect, test } from 'vitest';
import { checkNames } from '../core/check-name.ts';
import { allChecks } from './index.ts';
import { applyPolicy, policy } from './policy.ts';

describe('policy', () => {
  test('only server errors, unverified or unresponsive operations, ignored auth, cross-tenant access and drift fail the run', () => {
    const failing = checkNames.filter((check) => applyPolicy({ check }));
    expect(failing.sort()).toEqual([
      'auth_enforced',
      'cross_tenant_access',
      'drift',
      'not_a_server_error',
      'operation_responsive',
      'operation_verified',
    ]);
    expect(applyPolicy({ check: 'negative_data_rejected' })).toBe(false);
    expect(applyPolicy({ check: 'drift_compatible' })).toBe(false);
  });

  test('the table names every check and nothing else', () => {
    expect(Object.keys(policy).sort()).toEqual([...checkNames].sort());
    expect(checkNames.slice(0, allChecks.length)).toEqual(allChecks.map((c) => c.name));
  });

  test('check names are unique and every check is listed once', () => {
    const names = allChecks.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe('not_a_server_error');
  });
});
