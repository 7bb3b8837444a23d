/**
 * @module cross_tenant_access (BOLA): the other tenant's token on a path id known to belong to the
 * first tenant must be refused. Any such request is judged (a case, discovery's other-tenant probe, a
 * baseline check's witness replay), so a check's verdict is a full run's. It rests on the
 * operation's auth convention: a public operation serves everyone, so another tenant reaching it is
 * no escalation, and where the run did not establish the convention, this is not judged.
 */
import { pathParams } from '../../fixtures/operation-def.ts';
import { credentialOf } from '../core/origin.ts';
import { expectedAnswer, succeeded } from './answer.ts';
import { pathValues } from './path-values.ts';
import type { ExchangeCheck, FindingDraft } from './types.ts';

const name = 'cross_tenant_access';

export const crossTenantAccess: ExchangeCheck<typeof name> = {
  scope: 'exchange',
  name,
  needs: ['auth_convention'],
  description: "Another tenant's token must not reach a record of the first tenant by its id.",
  run(ex, origin, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (credentialOf(origin) !== 'other_tenant' || res === undefined) return [];
    if (ctx.conventions.access.kind === 'public') return [];
    const params = pathParams(ctx.op.path);
    if (params.length === 0 || !succeeded(res, ctx)) return [];
    const values = origin.kind === 'case' ? origin.case.pathParams : pathValues(ctx.op.path, ex.request.url);
    const ids = params.map((p) => `${p}=${values[p] ?? '?'}`).join(', ');
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
