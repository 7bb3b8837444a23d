/**
 * A finding stands on established facts (issue 26 item 3), through real HTTP on the embedded
 * sandbox, whose #18 (`GET /v1/realtors/{contactId}`) is public: anyone, tenant B too, reads tenant
 * A's record. Discovery of #18 cut by its request budget before the auth probe leaves its auth
 * convention unknown; tenant B's request on A's record then succeeds. Before, the run judged that
 * as a private operation's: a critical `cross_tenant_access` finding (measured on a whole run cut
 * by MAX_DURATION, whose timing a test cannot pin). Now it is "not established", with the reason
 * discovery gave; with the convention established (public), nothing at all. Deterministic: the cut
 * is a request count, not a clock.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operationByNumber } from '../../fixtures/catalog.ts';
import { buildCases } from '../../generators/build-cases.ts';
import { judgeExchange } from '../../src/checks/run-checks.ts';
import type { Exchange } from '../../src/core/exchange.ts';
import { caseOrigin } from '../../src/core/origin.ts';
import { caseRequest } from '../../src/run/case-request.ts';
import { checkContexts } from '../../src/run/check-contexts.ts';
import { judgeRun } from '../../src/run/judge-run.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { runDiscovery } from '../discovery/run-discovery.ts';
import { clientOf } from '../support/target-env.ts';

const op18 = operationByNumber(18);
let sandbox: ReferenceServerHandle;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** Discovery of #18 with `budget` requests, then tenant B's case on A's record, judged as the run judges. */
async function judgedWith(budget: number) {
  const run = await runDiscovery(sandbox, { operations: [18], budget });
  const discoveryExchanges: Exchange[] = [...run.client.exchanges];
  const contexts = checkContexts([op18], run.result, 5000);
  const d = run.result.operations.find((o) => o.operation === 18);
  const other = buildCases(op18, {
    seed: 1,
    examples: 1,
    knownIds: { contactId: sandbox.ids.CONTACT_ID as string, ...d?.pathParams },
    ...(d?.knowledge !== undefined && { knowledge: d.knowledge }),
    sideEffectsAllowed: false,
  }).find((c) => c.scenario === 'other_tenant');
  if (other === undefined) throw new Error('no other_tenant case for #18');
  // Discovery's client is closed with it: the case goes through a client of its own.
  const client = clientOf(sandbox, { requests: 1, sideEffectsAllowed: false, idPrefix: 'case-' });
  const ex = await client.send(caseRequest(op18, other)).finally(() => client.close());
  const ctx = contexts.get(18);
  if (ctx === undefined) throw new Error('no context for #18');
  // As the run judges: the case as it is answered (the case phase), then discovery's exchanges and
  // the operation as a whole (the judge phase).
  const asAnswered = judgeExchange(ex, caseOrigin(other), ctx);
  const rest = judgeRun({
    discoveryExchanges,
    cases: [{ case: other, exchangeId: ex.id }],
    exchanges: [...discoveryExchanges, ex],
    contexts,
    completed: [18],
    skipped: [],
    seed: 1,
  });
  const judgement = {
    findings: [...asAnswered.findings, ...rest.findings],
    notEstablished: [...asAnswered.notEstablished, ...rest.notEstablished],
  };
  return { access: ctx.conventions.access.kind, status: ex.response?.status, judgement };
}

describe('cross_tenant_access rests on the auth convention', () => {
  test('cut before its auth probe: tenant B reads A\'s record, and the verdict is "not established"', async () => {
    const { access, status, judgement } = await judgedWith(4);
    expect(access).toBe('unknown');
    expect(status).toBe(200);
    expect(judgement.findings.filter((f) => f.check === 'cross_tenant_access')).toEqual([]);
    expect(judgement.notEstablished).toEqual([
      expect.objectContaining({
        check: 'cross_tenant_access',
        operation: 18,
        fact: 'auth_convention',
        // Discovery's own note on why it stopped: the request budget ran out.
        reason: expect.stringMatching(/request budget.* ran out/),
        seen: expect.stringContaining("tenant B reached tenant A's record"),
      }),
    ]);
  });

  test('with its auth convention established (public), the same answer is neither a finding nor a gap', async () => {
    const { access, status, judgement } = await judgedWith(200);
    expect(access).toBe('public');
    expect(status).toBe(200);
    expect(judgement.findings.filter((f) => f.check === 'cross_tenant_access')).toEqual([]);
    expect(judgement.notEstablished).toEqual([]);
  });
});
