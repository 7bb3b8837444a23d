/**
 * @module operation_verified: some request to the operation must have succeeded, in discovery or in
 * the cases. An operation that never once answered with a success (only 5xx, resets, timeouts,
 * redirects, refusals...) is unverified: nothing the run says about it can be trusted, so it fails.
 * When every answer was a clean refusal (4xx, 2xx failure bodies), the server erred nowhere: the
 * harness could not build a request it accepts, and the finding says so and how to fix it (an
 * example for the operation), apart from operations where the server erred.
 */
import { answersOf, formatAnswers } from '../core/answers.ts';
import { noAcceptedRequestLine, unverifiedReason } from '../core/refusals.ts';
import { succeeded } from './answer.ts';
import type { JudgedExchange, OperationCheck, OperationDraft } from './types.ts';

const name = 'operation_verified';

/** The request to show: a valid case with the token, else a probe with the token, else the first. */
function reproducer(all: readonly JudgedExchange[]): JudgedExchange | undefined {
  const withToken = (j: JudgedExchange) =>
    j.origin.kind === 'case' ? j.origin.case.auth === 'token' : j.origin.auth === 'token';
  return (
    all.find((j) => j.origin.kind === 'case' && j.origin.case.validity === 'valid' && withToken(j)) ??
    all.find(withToken) ??
    all[0]
  );
}

export const operationVerified: OperationCheck<typeof name> = {
  scope: 'operation',
  name,
  needs: [],
  description:
    'At least one request to the operation succeeds: an operation never seen working is unverified.',
  run(all, ctx): OperationDraft<typeof name>[] {
    const first = reproducer(all);
    if (first === undefined) return [];
    if (all.some(({ exchange: ex }) => ex.response !== undefined && succeeded(ex.response, ctx))) return [];
    const exchanges = all.map((j) => j.exchange);
    const answers = formatAnswers(answersOf(exchanges, ctx.isFailureBody));
    const evidence = [first, ...all.filter((j) => j !== first)];
    if (unverifiedReason(exchanges, ctx.isFailureBody) === 'refused') {
      // The server said no, cleanly, to everything the harness could build: the harness's gap.
      const line = noAcceptedRequestLine(ctx.op.number, ctx.op.body.kind !== 'none', ctx.hasExample === true);
      return [
        {
          check: name,
          severity: 'high',
          title: `${line[0]?.toUpperCase()}${line.slice(1)} (${all.length} sent, every answer a clean refusal: ${answers})`,
          expected: 'at least one success',
          actual: answers,
          cause: 'no_accepted_request',
          evidence,
        },
      ];
    }
    return [
      {
        check: name,
        severity: 'critical',
        title: `Unverified: no request ever succeeded (${all.length} sent: ${answers})`,
        expected: 'at least one success',
        actual: answers,
        cause: 'unverified',
        evidence,
      },
    ];
  },
};
