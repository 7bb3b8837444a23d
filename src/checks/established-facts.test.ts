import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { type OperationConventions, unlearnedConventions } from '../core/conventions.ts';
import type { Observation } from '../core/observation.ts';
import { establishedFacts, unestablished } from './established-facts.ts';
import { allChecks } from './index.ts';
import { judgeExchange } from './run-checks.ts';
import { aCase, aContext, anExchange, anOrigin, aResponse } from './test-support.ts';

const evidence = { exchangeIds: [], confidence: 'certain' } as const;
const note = (topic: string, reason: string, operation?: 13 | 18): Observation => ({
  kind: 'undetermined',
  topic,
  reason,
  evidence,
  ...(operation !== undefined && { operation }),
});
const unknown13: OperationConventions = unlearnedConventions(13);

describe('established facts', () => {
  test('the auth convention holds once discovery saw who may call; an accepted request once one succeeded', () => {
    const success: Observation = { kind: 'success', operation: 13, status: 201, evidence };
    const known = { ...unknown13, access: { kind: 'token_required' } } as const;
    expect(establishedFacts(known, [success])).toEqual({
      auth_convention: { established: true },
      accepted_request: { established: true },
    });
    // Another operation's success says nothing of this one.
    expect(establishedFacts(known, [{ ...success, operation: 18 }]).accepted_request.established).toBe(false);
  });

  test("the reason: the fact's own note, else what stopped the operation's probing, else the run's cut", () => {
    const run = note('budget', 'the request budget (40) ran out');
    const stopped = note('core probes', "this operation's share ran out", 13);
    const own = note('auth', 'without a token: 503; with the token: 201', 13);
    const elsewhere = note('auth', 'unclear on 18', 18);
    const reason = (obs: Observation[]) => {
      const e = establishedFacts(unknown13, obs).auth_convention;
      return e.established ? undefined : e.reason;
    };
    expect(reason([run, stopped, own, elsewhere])).toBe('without a token: 503; with the token: 201');
    expect(reason([run, stopped, elsewhere])).toBe("this operation's share ran out");
    expect(reason([elsewhere, run])).toBe('the request budget (40) ran out');
    expect(reason([])).toBe('no auth probe of this operation was answered in this run');
  });

  test('the guard names the first fact of the needs that is missing, and nothing when all hold', () => {
    const facts = establishedFacts(unknown13, []);
    expect(unestablished([], facts)).toBeUndefined();
    expect(unestablished(['auth_convention', 'accepted_request'], facts)?.fact).toBe('auth_convention');
    const known = establishedFacts({ ...unknown13, access: { kind: 'token_required' } }, []);
    expect(unestablished(['auth_convention', 'accepted_request'], known)?.fact).toBe('accepted_request');
  });

  test('every check declares its needs in data: the ones that rest on a learned fact name it', () => {
    const needs = Object.fromEntries(allChecks.map((c) => [c.name, c.needs]));
    expect(needs).toMatchObject({
      cross_tenant_access: ['auth_convention'],
      documented_success: ['accepted_request'],
      negative_data_rejected: ['accepted_request'],
      auth_enforced: [],
      operation_verified: [],
    });
  });

  test('a success check on an operation that never accepted a request: "not established", not a finding', () => {
    const op1 = catalog.createProperty;
    const valid = anOrigin(aCase({ id: 'op01-valid_full-000', operation: 1, pathParams: {} }));
    const never = aContext(op1, 1000, {}, []);
    const judged = judgeExchange(anExchange(aResponse(400)), valid, never);
    expect(judged.findings.map((f) => f.check)).not.toContain('documented_success');
    expect(judged.notEstablished.map((n) => [n.check, n.fact, n.reason])).toEqual([
      ['documented_success', 'accepted_request', 'discovery saw no request to it accepted'],
    ]);
    // Where discovery did see one accepted, the same answer is the finding.
    const seen = judgeExchange(anExchange(aResponse(400)), valid, aContext(op1));
    expect(seen.findings.map((f) => f.check)).toContain('documented_success');
    expect(seen.notEstablished).toEqual([]);
  });
});
