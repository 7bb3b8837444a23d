/**
 * @module The auth matrix with the accepted body: no token and a malformed token beside the real
 * one; B's token on A's record. `none` only when a request without a token succeeded; `required`
 * when it was refused with an auth status while the token passed authentication.
 */
import { header } from '../../core/exchange.ts';
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';

const AUTH_STATUSES = new Set([401, 403]);

export async function probeAuth(ctx: OpContext, withToken: Verdict): Promise<void> {
  const none = await ctx.request({ label: `op${ctx.number}:auth:none`, auth: 'none' });
  const malformed = await ctx.request({ label: `op${ctx.number}:auth:malformed`, auth: 'malformed' });
  if (none.outcome !== 'accepted') ctx.recordError('no_token', none);
  if (malformed.outcome !== 'accepted') ctx.recordError('bad_token', malformed);
  const ids = [withToken.exchange.id, none.exchange.id, malformed.exchange.id];
  const tokenPassed = withToken.status !== undefined && !AUTH_STATUSES.has(withToken.status);
  const base = {
    kind: 'auth' as const,
    operation: ctx.number,
    ...(none.status !== undefined && { noTokenStatus: none.status }),
    ...(malformed.status !== undefined && { malformedTokenStatus: malformed.status }),
    ...(header(none.exchange.response, 'www-authenticate') !== undefined && {
      wwwAuthenticate: header(none.exchange.response, 'www-authenticate'),
    }),
  };
  // "Succeeded" means answered like the token request: an HTML login page under 200 is not success.
  const sameKind =
    (none.exchange.response?.json !== undefined) === (withToken.exchange.response?.json !== undefined);
  if (none.outcome === 'accepted' && withToken.outcome === 'accepted' && sameKind) {
    ctx.observe({ ...base, requirement: 'none', evidence: { exchangeIds: ids, confidence: 'certain' } });
  } else if (none.status !== undefined && AUTH_STATUSES.has(none.status) && tokenPassed) {
    const confidence = withToken.outcome === 'accepted' ? 'certain' : 'likely';
    ctx.observe({ ...base, requirement: 'required', evidence: { exchangeIds: ids, confidence } });
  } else {
    ctx.observe({
      kind: 'undetermined',
      operation: ctx.number,
      topic: 'auth',
      reason: `without a token: ${none.status ?? none.outcome}; with the token: ${withToken.status ?? withToken.outcome}`,
      evidence: { exchangeIds: ids, confidence: 'certain' },
    });
  }
}

/** B's token on A's record: what a tenant gets for another tenant's id. */
export async function probeOtherTenant(ctx: OpContext): Promise<void> {
  const param = ctx.paramNames[0];
  if (!ctx.session.opts.hasTokenB || param === undefined || ctx.params[param] === undefined) return;
  const v = await ctx.request({ label: `op${ctx.number}:auth:other-tenant`, auth: 'other_tenant' });
  if (v.status === undefined) return;
  if (v.outcome !== 'accepted') ctx.recordError('other_tenant', v);
  ctx.observe({
    kind: 'path_id',
    operation: ctx.number,
    param,
    variant: 'other_tenant',
    status: v.status,
    evidence: { exchangeIds: [v.exchange.id], confidence: 'certain' },
  });
}
