/**
 * @module negative_data_rejected: input that is certainly invalid (broken JSON, an array for the
 * object, a value breaking a rule discovery saw enforced) must be rejected.
 */
import { expectedAnswer, succeeded } from './answer.ts';
import type { CaseCheck, FindingDraft } from './types.ts';

const name = 'negative_data_rejected';

export const negativeDataRejected: CaseCheck<typeof name> = {
  scope: 'case',
  name,
  description: 'Certainly invalid input must not be accepted.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (c.validity !== 'invalid' || res === undefined || !succeeded(res, ctx)) return [];
    // A server that ignores a GET's body accepts any body, broken or not: nothing was "accepted".
    if (ctx.conventions.bodyIgnored) return [];
    const about = c.field === undefined ? c.scenario : `${c.scenario} on ${c.field}`;
    return [
      {
        check: name,
        severity: 'high',
        title: `Invalid input accepted (${about})`,
        expected: `a rejection: ${expectedAnswer(ctx, 'rejected')}`,
        actual: `${res.status}`,
        cause: c.field === undefined ? c.scenario : `${c.scenario}:${c.field}`,
      },
    ];
  },
};
