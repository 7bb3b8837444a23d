import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { crossTenantAccess } from './cross-tenant-access.ts';
import { aCase, aContext, anExchange, aResponse } from './test-support.ts';

describe('cross_tenant_access', () => {
  const other = aCase({ scenario: 'other_tenant', auth: 'other_tenant', validity: 'unknown' });

  test("fires when tenant B's token reaches tenant A's id", () => {
    const [d] = crossTenantAccess.run(anExchange(aResponse(200)), other, aContext());
    expect(d).toMatchObject({ check: 'cross_tenant_access', severity: 'critical', cause: 'other_tenant' });
    expect(d?.title).toContain('dealId=123');
  });

  test('does not fire on 403/404, on other scenarios, or on operations without a path id', () => {
    expect(crossTenantAccess.run(anExchange(aResponse(404)), other, aContext())).toEqual([]);
    expect(crossTenantAccess.run(anExchange(aResponse(403)), other, aContext())).toEqual([]);
    expect(crossTenantAccess.run(anExchange(aResponse(200)), aCase(), aContext())).toEqual([]);
    expect(
      crossTenantAccess.run(anExchange(aResponse(200)), other, aContext(catalog.createProperty)),
    ).toEqual([]);
  });

  test('does not fire on an operation discovery found public (no token needed)', () => {
    expect(
      crossTenantAccess.run(
        anExchange(aResponse(200)),
        other,
        aContext(catalog.homeNote, 1000, { access: { kind: 'public', credentialsIgnored: false } }),
      ),
    ).toEqual([]);
  });
});
