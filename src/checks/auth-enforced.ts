/**
 * @module auth_enforced (Schemathesis' ignored_auth): an operation the document shows with an
 * Authorization header must not accept a request without a token or with a malformed one.
 */
import { accepted } from './status.ts';
import type { Check, FindingDraft } from './types.ts';

const name = 'auth_enforced';

const credential = { none: 'no token', malformed: 'a malformed token' } as const;

export const authEnforced: Check<typeof name> = {
  name,
  description: 'A documented-auth operation must reject requests without a valid token.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (!ctx.op.documentedAuthHeader || res === undefined) return [];
    if (c.auth !== 'none' && c.auth !== 'malformed') return [];
    if (!accepted(res, ctx)) return [];
    return [
      {
        check: name,
        severity: 'critical',
        title: `Ignored auth: accepted a request with ${credential[c.auth]}`,
        expected: 'a rejection (401 or 403)',
        actual: `${res.status}`,
        cause: `auth:${c.auth}`,
      },
    ];
  },
};
