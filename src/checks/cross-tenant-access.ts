/**
 * @module cross_tenant_access (BOLA): the other tenant's token on a path id known to belong to the
 * first tenant must be refused.
 */
import { pathParams } from '../../fixtures/operation-def.ts';
import { expectedAnswer, succeeded } from './answer.ts';
import type { CaseCheck, FindingDraft } from './types.ts';

const name = 'cross_tenant_access';

export const crossTenantAccess: CaseCheck<typeof name> = {
  scope: 'case',
  name,
  description: "Another tenant's token must not reach a record of the first tenant by its id.",
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (c.scenario !== 'other_tenant' || c.auth !== 'other_tenant' || res === undefined) return [];
    // On a public operation anyone may read the record; another tenant reaching it is no escalation.
    if (ctx.conventions.access.kind === 'public') return [];
    const params = pathParams(ctx.op.path);
    if (params.length === 0 || !succeeded(res, ctx)) return [];
    const ids = params.map((p) => `${p}=${c.pathParams[p] ?? '?'}`).join(', ');
    return [
      {
        check: name,
        severity: 'critical',
        title: `Cross-tenant access: tenant B reached tenant A's record (${ids})`,
        expected: `a refusal: ${expectedAnswer(ctx, 'forbidden')}`,
        actual: `${res.status}`,
        cause: 'other_tenant',
      },
    ];
  },
};
