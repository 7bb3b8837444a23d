/**
 * @module The auth matrix with the accepted body: no credentials and malformed ones beside the real
 * ones; B's on A's record. `none` only when a request without credentials succeeded; `required` when
 * it was refused with an auth status while the credentials passed, or refused in any other way
 * while the same request with them was accepted (auth failures under 200 envelopes, 400s, 404s).
 */
import { header } from '../../core/exchange.ts';
import { isTransient, type Verdict } from '../session/classify-response.ts';
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
  } else if (
    none.status !== undefined &&
    (AUTH_STATUSES.has(none.status) || refusedOnlyWithout(withToken, none)) &&
    tokenPassed
  ) {
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

/**
 * The same request accepted with the credentials and refused without them, in whatever way this
 * server refuses (a `{success:false}` under 200, a 400, a 404 that hides the record): the only
 * difference is the credential, so the operation requires one.
 */
function refusedOnlyWithout(withToken: Verdict, none: Verdict): boolean {
  return withToken.outcome === 'accepted' && none.outcome !== 'accepted' && !isTransient(none);
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
