/**
 * @module response_time: answers slower than the configured ceiling are reported (never failing).
 */
import type { ExchangeCheck, FindingDraft } from './types.ts';

const name = 'response_time';

export const responseTime: ExchangeCheck<typeof name> = {
  scope: 'exchange',
  name,
  needs: [],
  description: 'Responses arrive within the configured ceiling.',
  run(ex, _origin, ctx): FindingDraft<typeof name>[] {
    // A transport failure (a timeout) is not_a_server_error's finding, not a slow answer.
    if (ex.failure !== undefined || ex.durationMs <= ctx.responseTimeMs) return [];
    return [
      {
        check: name,
        severity: 'low',
        // The ceiling, not this answer's time (that is `actual`): the same slowness reads the same on
        // every operation, so its findings group.
        title: `Slow response (over ${ctx.responseTimeMs} ms)`,
        expected: `at most ${ctx.responseTimeMs} ms`,
        actual: `${Math.round(ex.durationMs)} ms`,
        cause: 'slow',
      },
    ];
  },
};
