/**
 * @module auth_enforced (Schemathesis' ignored_auth): an operation the document shows with an
 * Authorization header must not accept a request without a token or with a malformed one, unless
 * the team declared it public on purpose (`PUBLIC_OPERATIONS`). A baseline's public operation that
 * starts requiring a token is drift's finding.
 */
import { expectedAnswer, succeeded } from './answer.ts';
import type { CaseCheck, FindingDraft } from './types.ts';

const name = 'auth_enforced';

const credential = { none: 'no token', malformed: 'a malformed token' } as const;

export const authEnforced: CaseCheck<typeof name> = {
  scope: 'case',
  name,
  description: 'A documented-auth operation must reject requests without a valid token.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (!ctx.op.documentedAuthHeader || res === undefined) return [];
    if (c.auth !== 'none' && c.auth !== 'malformed') return [];
    // No exception by inference: a server that lets anyone in is the defect this check is for. Only
    // the team can say an operation is public on purpose (PUBLIC_OPERATIONS), and the reports list it.
    if (!succeeded(res, ctx) || ctx.declaredPublic) return [];
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
