/**
 * @module documented_success: the operations the document marks as returning success (1, 2, 19,
 * 20, 21) must succeed on a valid, authorised request. Valid means the server accepted the body's
 * shape in discovery: a body built from guesses it never accepted proves nothing.
 */
import { expectedAnswer, succeeded } from './answer.ts';
import type { CaseCheck, FindingDraft } from './types.ts';

const name = 'documented_success';

export const documentedSuccess: CaseCheck<typeof name> = {
  scope: 'case',
  name,
  needs: ['accepted_request'],
  description: 'An operation documented as returning success succeeds on a valid, authorised request.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (!ctx.op.documentedSuccess || res === undefined) return [];
    if (c.validity !== 'valid' || c.auth !== 'token' || succeeded(res, ctx)) return [];
    return [
      {
        check: name,
        severity: 'high',
        title: `Documented success not returned for a valid request (${res.status})`,
        expected: `a success: ${expectedAnswer(ctx, 'succeeded')}`,
        actual: `${res.status}`,
        cause: `status:${res.status}`,
      },
    ];
  },
};
