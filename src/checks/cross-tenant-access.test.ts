import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { crossTenantAccess } from './cross-tenant-access.ts';
import { judgeExchange } from './run-checks.ts';
import { aCase, aContext, anExchange, anOrigin, aProbe, aResponse } from './test-support.ts';

const tokenRequired = { access: { kind: 'token_required' } } as const;
const established = aContext(catalog.homeNote, 1000, tokenRequired);

describe('cross_tenant_access', () => {
  const other = anOrigin(aCase({ scenario: 'other_tenant', auth: 'other_tenant', validity: 'unknown' }));

  test("fires when tenant B's token reaches tenant A's id", () => {
    const [d] = crossTenantAccess.run(anExchange(aResponse(200)), other, established);
    expect(d).toMatchObject({ check: 'cross_tenant_access', severity: 'critical', cause: 'other_tenant' });
    expect(d?.title).toContain('dealId=123');
  });

  test("a probe's or a witness's other-tenant request is judged like the case, its id read from the URL", () => {
    const witness = aProbe('other_tenant', 'witness:op13:other-tenant');
    const [d] = crossTenantAccess.run(anExchange(aResponse(201)), witness, established);
    expect(d).toMatchObject({ severity: 'critical', cause: 'other_tenant' });
    expect(d?.title).toContain('dealId=123');
    expect(crossTenantAccess.run(anExchange(aResponse(201)), aProbe('token'), established)).toEqual([]);
  });

  test('does not fire on 403/404, on other scenarios, or on operations without a path id', () => {
    expect(crossTenantAccess.run(anExchange(aResponse(404)), other, established)).toEqual([]);
    expect(crossTenantAccess.run(anExchange(aResponse(403)), other, established)).toEqual([]);
    expect(crossTenantAccess.run(anExchange(aResponse(200)), anOrigin(), established)).toEqual([]);
    const noPathId = aContext(catalog.createProperty, 1000, tokenRequired);
    expect(crossTenantAccess.run(anExchange(aResponse(200)), other, noPathId)).toEqual([]);
  });

  test('does not fire on an operation discovery found public (no token needed)', () => {
    const open = aContext(catalog.homeNote, 1000, { access: { kind: 'public', credentialsIgnored: false } });
    expect(crossTenantAccess.run(anExchange(aResponse(200)), other, open)).toEqual([]);
  });

  test('where the auth convention was not established, B reaching the record is "not established", no finding', () => {
    const budget = {
      kind: 'undetermined',
      topic: 'budget',
      reason: 'the request budget (40) ran out; facts not yet probed are not established',
      evidence: { exchangeIds: [], confidence: 'certain' },
    } as const;
    const unknown = aContext(catalog.homeNote, 1000, { access: { kind: 'unknown' } }, [budget]);
    const judged = judgeExchange(anExchange(aResponse(200)), other, unknown);
    expect(judged.findings.filter((f) => f.check === 'cross_tenant_access')).toEqual([]);
    expect(judged.notEstablished).toEqual([
      expect.objectContaining({
        check: 'cross_tenant_access',
        operation: 13,
        fact: 'auth_convention',
        reason: budget.reason,
        seen: expect.stringContaining("tenant B reached tenant A's record"),
        exchangeIds: ['ex-000001'],
      }),
    ]);
    // A refusal needs no convention to read: nothing to say.
    expect(judgeExchange(anExchange(aResponse(404)), other, unknown).notEstablished).toEqual([]);
  });
});
