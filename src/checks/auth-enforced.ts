/**
 * @module auth_enforced (Schemathesis' ignored_auth): an operation the document shows with an
 * Authorization header must not accept a request without a token or with a malformed one, unless
 * the team declared it public on purpose (`PUBLIC_OPERATIONS`). Any such request is judged, a case,
 * a discovery probe or a baseline check's witness replay alike, so a check's verdict is a full
 * run's. A baseline's public operation that starts requiring a token is drift's finding.
 */
import { credentialOf } from '../core/origin.ts';
import { expectedAnswer, succeeded } from './answer.ts';
import type { ExchangeCheck, FindingDraft } from './types.ts';

const name = 'auth_enforced';

const credential = { none: 'no token', malformed: 'a malformed token' } as const;

export const authEnforced: ExchangeCheck<typeof name> = {
  scope: 'exchange',
  name,
  // The document says the operation needs a token: no learned convention may excuse it (below).
  needs: [],
  description: 'A documented-auth operation must reject requests without a valid token.',
  run(ex, origin, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    const sent = credentialOf(origin);
    if (!ctx.op.documentedAuthHeader || res === undefined) return [];
    if (sent !== 'none' && sent !== 'malformed') return [];
    // No exception by inference: a server that lets anyone in is the defect this check is for. Only
    // the team can say an operation is public on purpose (PUBLIC_OPERATIONS), and the reports list it.
    if (!succeeded(res, ctx) || ctx.declaredPublic) return [];
    return [
      {
        check: name,
        severity: 'critical',
        title: `Ignored auth: accepted a request with ${credential[sent]}`,
        expected: `a refusal: ${expectedAnswer(ctx, 'unauthenticated')}`,
        actual: `${res.status}`,
        cause: `auth:${sent}`,
      },
    ];
  },
};
