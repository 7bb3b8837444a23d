import { describe, expect, test } from 'vitest';
import { allChecks, checkNames } from './index.ts';
import { applyPolicy, policy } from './policy.ts';
import { defaultIsRejection, rejectedStatuses } from './rejected.ts';
import { aResponse } from './test-support.ts';

describe('rejected statuses and policy', () => {
  test('the rejection table, and failure envelopes on top', () => {
    expect(rejectedStatuses).toEqual([400, 401, 403, 404, 405, 406, 409, 410, 413, 415, 422, 429]);
    expect(defaultIsRejection(aResponse(422))).toBe(true);
    expect(defaultIsRejection(aResponse(200))).toBe(false);
    expect(defaultIsRejection(aResponse(500))).toBe(false);
    expect(
      defaultIsRejection(
        aResponse(200, { success: false }),
        (r) => (r.json as { success: boolean }).success === false,
      ),
    ).toBe(true);
  });

  test('only server errors, ignored auth, cross-tenant access, drift and unresponsive operations fail the run', () => {
    const failing = checkNames.filter((check) => applyPolicy({ check }));
    expect(failing.sort()).toEqual([
      'auth_enforced',
      'cross_tenant_access',
      'drift',
      'not_a_server_error',
      'operation_responsive',
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
