/**
 * @module documented_success: the operations the document marks as returning success (1, 2, 19,
 * 20, 21) must succeed on a valid, authorised request.
 */
import type { Scenario } from '../core/case.ts';
import { accepted } from './status.ts';
import type { Check, FindingDraft } from './types.ts';

const name = 'documented_success';
const validScenarios: readonly Scenario[] = ['valid_full', 'valid_minimal'];

export const documentedSuccess: Check<typeof name> = {
  name,
  description: 'An operation documented as returning success succeeds on a valid, authorised request.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (!ctx.op.documentedSuccess || res === undefined) return [];
    if (!validScenarios.includes(c.scenario) || c.auth !== 'token' || accepted(res, ctx)) return [];
    return [
      {
        check: name,
        severity: 'high',
        title: `Documented success not returned for a valid request (${res.status})`,
        expected: 'a 2xx success',
        actual: `${res.status}`,
        cause: `status:${res.status}`,
      },
    ];
  },
};
