/**
 * @module auth_enforced (Schemathesis' ignored_auth): an operation the document shows with an
 * Authorization header must not accept a request without a token or with a malformed one.
 */
import { pathParams } from '../../fixtures/operation-def.ts';
import { expectedAnswer, succeeded } from './answer.ts';
import type { CaseCheck, CheckContext, FindingDraft } from './types.ts';

const name = 'auth_enforced';

const credential = { none: 'no token', malformed: 'a malformed token' } as const;

/**
 * Discovery found the operation public by design: it answers without a token, ignores credentials
 * altogether (a malformed token succeeds too) and names no record of the first identity. An
 * operation that checks tokens yet lets anonymous requests in, or that exposes a record, is still
 * judged; one that became public since a baseline is drift's finding.
 */
function publicByConvention(ctx: CheckContext): boolean {
  const { access } = ctx.conventions;
  return access.kind === 'public' && access.credentialsIgnored && pathParams(ctx.op.path).length === 0;
}

export const authEnforced: CaseCheck<typeof name> = {
  scope: 'case',
  name,
  description: 'A documented-auth operation must reject requests without a valid token.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (!ctx.op.documentedAuthHeader || res === undefined) return [];
    if (c.auth !== 'none' && c.auth !== 'malformed') return [];
    if (!succeeded(res, ctx) || publicByConvention(ctx)) return [];
    return [
      {
        check: name,
        severity: 'critical',
        title: `Ignored auth: accepted a request with ${credential[c.auth]}`,
        expected: `a refusal: ${expectedAnswer(ctx, 'unauthenticated')}`,
        actual: `${res.status}`,
        cause: `auth:${c.auth}`,
      },
    ];
  },
};
