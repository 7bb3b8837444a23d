/**
 * @module not_a_server_error: no request, however odd, may get a 5xx, an invalid status or break
 * the connection (a reset, a timeout, a refused connection, an answer that is not HTTP). Judges
 * every exchange of the run, discovery's probes included.
 */
import { type Origin, originId } from '../core/origin.ts';
import { probeWords, scenarioWords } from '../core/scenario-words.ts';
import type { ExchangeCheck, FindingDraft } from './types.ts';

const name = 'not_a_server_error';

/**
 * What the exchange was, in words, for a title: `a request for an unknown id`, `a discovery probe
 * (auth none)`; the case id or probe label stays in the finding's `caseId`.
 */
function what(origin: Origin): string {
  return origin.kind === 'case' ? scenarioWords[origin.case.scenario] : probeWords(originId(origin));
}

export const notAServerError: ExchangeCheck<typeof name> = {
  scope: 'exchange',
  name,
  needs: [],
  description: 'No request may be answered 5xx or an invalid status, or end in a transport failure.',
  run(ex, origin): FindingDraft<typeof name>[] {
    if (ex.failure !== undefined) {
      return [
        {
          check: name,
          severity: 'critical',
          title: `Request failed at transport level (${ex.failure.kind}) on ${what(origin)}`,
          expected: 'an HTTP response',
          actual: `${ex.failure.kind}: ${ex.failure.message}`,
          cause: `transport:${ex.failure.kind}`,
        },
      ];
    }
    const status = ex.response?.status;
    if (status === undefined || (status >= 100 && status < 500)) return [];
    // RFC 9110 statuses are three digits from 100 to 599; anything else is no HTTP answer at all.
    const invalid = status < 100 || status > 599;
    return [
      {
        check: name,
        severity: 'critical',
        title: `${invalid ? 'Invalid HTTP status' : 'Server error'} ${status} on ${what(origin)}`,
        expected: invalid ? 'a status from 100 to 499' : 'a status below 500',
        actual: `${status}`,
        cause: `status:${status}`,
      },
    ];
  },
};
