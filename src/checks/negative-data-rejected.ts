/**
 * @module negative_data_rejected: input that is certainly invalid (broken JSON, an array for the
 * object, a value breaking a rule discovery saw enforced) must be rejected.
 */

import type { Scenario } from '../core/case.ts';
import { expectedAnswer, succeeded } from './answer.ts';
import type { CaseCheck, FindingDraft } from './types.ts';

const name = 'negative_data_rejected';
/** The scenarios discovery's rejection controls send too (`probes/convention.ts`). */
const BODY_CONTROLS: ReadonlySet<Scenario> = new Set(['malformed_json', 'array_for_object']);

export const negativeDataRejected: CaseCheck<typeof name> = {
  scope: 'case',
  name,
  // Whether it reads a body it cannot decode (or a GET body) is learned beside an accepted request.
  needs: ['accepted_request'],
  description: 'Certainly invalid input must not be accepted.',
  run(ex, c, ctx): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (c.validity !== 'invalid' || res === undefined || !succeeded(res, ctx)) return [];
    // A server that ignores a GET's body accepts any body, broken or not: nothing was "accepted".
    if (ctx.conventions.bodyIgnored) return [];
    // Discovery saw this operation answer the very same controls like its accepted body: that is
    // how this server reads what does not decode (as no input, e.g. Laravel), reported as a fact.
    if (ctx.conventions.invalidBodyAccepted && BODY_CONTROLS.has(c.scenario)) return [];
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
