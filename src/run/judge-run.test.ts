import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { aCase, aContext, anExchange, aResponse } from '../checks/test-support.ts';
import type { CheckContexts } from './check-contexts.ts';
import { judgeRun } from './judge-run.ts';

const contexts: CheckContexts = new Map([
  [13, aContext(catalog.homeNote)],
  [1, aContext(catalog.createProperty)],
]);
const probe = (id: string, status: number, operation: 1 | 13 = 13) =>
  anExchange(aResponse(status), { id, operation, label: `discovery:op${operation}:baseline` });

describe('judgeRun', () => {
  test('discovery exchanges are judged; an operation that never succeeded is unverified', () => {
    const discoveryExchanges = [probe('ex-1', 500), probe('ex-2', 302), probe('ex-3', 201, 1)];
    const caseEx = anExchange(aResponse(500), { id: 'ex-4' });
    const judged = judgeRun({
      discoveryExchanges,
      cases: [{ case: aCase(), exchangeId: 'ex-4' }],
      exchanges: [...discoveryExchanges, caseEx],
      contexts,
      completed: [13, 1],
      skipped: [],
      seed: 1,
    });
    expect(judged.findings.map((f) => f.key)).toEqual([
      'not_a_server_error|13|status:500',
      'operation_verified|13|unverified',
    ]);
    expect(judged.unverified).toEqual([
      { operation: 13, requests: 3, answers: { '500': 2, '302': 1 }, reason: 'failed' },
    ]);
    expect(judged.cut).toEqual([]);
  });

  test('cut by a budget before any success: listed as skipped, not failing; skipped by choice: neither', () => {
    const input = {
      discoveryExchanges: [probe('ex-1', 400)],
      cases: [],
      exchanges: [probe('ex-1', 400)],
      contexts,
      completed: [],
      seed: 1,
    };
    const cut = judgeRun({ ...input, skipped: [] });
    expect(cut.findings).toEqual([]);
    expect(cut.unverified).toEqual([]);
    expect(cut.cut.map((c) => c.operation)).toEqual([13, 1]);
    expect(judgeRun({ ...input, skipped: [13, 1] }).cut).toEqual([]);
  });

  test('every answer a clean refusal: unverified apart, with the line that says to add an example', () => {
    const discoveryExchanges = [probe('ex-1', 400), probe('ex-2', 401), probe('ex-3', 201, 1)];
    const judged = judgeRun({
      discoveryExchanges,
      cases: [],
      exchanges: discoveryExchanges,
      contexts,
      completed: [13, 1],
      skipped: [],
      seed: 1,
    });
    expect(judged.unverified).toEqual([
      {
        operation: 13,
        requests: 2,
        answers: { '400': 1, '401': 1 },
        reason: 'refused',
        line: 'could not build an accepted request: add an example for #13',
      },
    ]);
    expect(judged.findings.map((f) => [f.key, f.fails])).toEqual([
      ['operation_verified|13|no_accepted_request', true],
    ]);
  });
});
