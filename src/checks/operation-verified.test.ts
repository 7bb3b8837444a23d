import { describe, expect, test } from 'vitest';
import type { Origin } from '../core/origin.ts';
import { operationVerified } from './operation-verified.ts';
import { runOperationChecks } from './run-checks.ts';
import { aCase, aContext, anExchange, anOrigin, aResponse } from './test-support.ts';
import type { JudgedExchange } from './types.ts';

const probe: Origin = {
  kind: 'discovery',
  operation: 13,
  label: 'discovery:op13:baseline',
  auth: 'token',
  seed: 1,
};
const judged = (ex: ReturnType<typeof anExchange>, origin: Origin = probe): JudgedExchange => ({
  exchange: ex,
  origin,
});

describe('operation_verified', () => {
  test('fires when no request ever succeeded, counting the answers seen', () => {
    const all = [
      judged(anExchange(aResponse(500), { id: 'ex-000001' })),
      judged(anExchange(undefined, { id: 'ex-000002', failure: { kind: 'timeout', message: '' } })),
      judged(anExchange(aResponse(200, { success: false }), { id: 'ex-000003' }), anOrigin()),
      judged(anExchange(aResponse(500), { id: 'ex-000004' }), anOrigin(aCase({ auth: 'none' }))),
    ];
    const [d] = operationVerified.run(all, aContext());
    expect(d).toMatchObject({
      check: 'operation_verified',
      severity: 'critical',
      cause: 'unverified',
      actual: '500×2, 200 failure body×1, timeout×1',
    });
    // The reproducer: the valid case sent with the token.
    expect(d?.evidence[0]?.exchange.id).toBe('ex-000003');
  });

  test('one success anywhere (discovery included) verifies the operation; nothing sent, nothing judged', () => {
    const all = [judged(anExchange(aResponse(500))), judged(anExchange(aResponse(201)))];
    expect(operationVerified.run(all, aContext())).toEqual([]);
    expect(operationVerified.run([], aContext())).toEqual([]);
  });

  test('as a finding: the reproducer curl, every exchange counted, failing the run', () => {
    const all = [judged(anExchange(aResponse(302))), judged(anExchange(aResponse(302)))];
    const [f] = runOperationChecks(all, aContext());
    expect(f).toMatchObject({
      key: 'operation_verified|13|unverified',
      caseId: 'discovery:op13:baseline',
      occurrences: 2,
      fails: true,
    });
    expect(f?.curl).toContain('$ACCESS_TOKEN');
  });

  test('every answer a clean refusal (4xx, 2xx failure bodies): the harness could not build a request', () => {
    const all = [
      judged(anExchange(aResponse(400), { id: 'ex-000001' })),
      judged(anExchange(aResponse(200, { success: false }), { id: 'ex-000002' })),
      judged(anExchange(aResponse(404), { id: 'ex-000003' })),
    ];
    const [d] = operationVerified.run(all, aContext());
    expect(d).toMatchObject({
      check: 'operation_verified',
      severity: 'high',
      cause: 'no_accepted_request',
      title:
        'Could not build an accepted request: add an example for #13 (3 sent, every answer a clean refusal: 200 failure body×1, 400×1, 404×1)',
    });
  });

  test('the example given for the operation was refused too: the line says so', () => {
    const all = [judged(anExchange(aResponse(422)))];
    expect(operationVerified.run(all, { ...aContext(), hasExample: true })[0]?.title).toMatch(
      /^Could not build an accepted request: the example for #13 was refused too \(check it, its ids and credentials\) \(1 sent/,
    );
  });

  test.each([
    ['a server error', aResponse(500)],
    ['a 429 wait', aResponse(429)],
    ['a redirect', aResponse(302)],
    ['no answer', undefined],
  ])('one %s among the refusals: the plain unverified finding', (_name, response) => {
    const all = [
      judged(anExchange(aResponse(400))),
      judged(anExchange(response, response ? {} : { failure: { kind: 'timeout', message: '' } })),
    ];
    expect(operationVerified.run(all, aContext())[0]).toMatchObject({
      cause: 'unverified',
      severity: 'critical',
    });
  });
});
