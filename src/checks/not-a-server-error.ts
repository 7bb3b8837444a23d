/**
 * @module not_a_server_error: no request, however odd, may get a 5xx or break the connection.
 */
import type { Check, FindingDraft } from './types.ts';

const name = 'not_a_server_error';

export const notAServerError: Check<typeof name> = {
  name,
  description: 'No request may be answered 5xx or end in a reset, timeout or refused connection.',
  run(ex, c): FindingDraft<typeof name>[] {
    if (ex.failure !== undefined) {
      return [
        {
          check: name,
          severity: 'critical',
          title: `Request failed at transport level (${ex.failure.kind})`,
          expected: 'an HTTP response',
          actual: `${ex.failure.kind}: ${ex.failure.message}`,
          cause: `transport:${ex.failure.kind}`,
        },
      ];
    }
    const status = ex.response?.status;
    if (status === undefined || status < 500) return [];
    return [
      {
        check: name,
        severity: 'critical',
        title: `Server error ${status} on a ${c.scenario} case`,
        expected: 'a status below 500',
        actual: `${status}`,
        cause: `status:${status}`,
      },
    ];
  },
};
