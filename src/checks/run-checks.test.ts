import { describe, expect, test } from 'vitest';
import { caseOrigin } from '../core/origin.ts';
import { dedupeFindings, MAX_EXCHANGE_IDS } from './merge-findings.ts';
import { runChecks } from './run-checks.ts';
import { aCase, aContext, anExchange, aResponse } from './test-support.ts';

describe('runChecks', () => {
  test('turns drafts into findings: key, case, seed, path, exchange, curl and the policy verdict', () => {
    const c = aCase({ id: 'op13-no_token', scenario: 'no_token', auth: 'none', fcPath: undefined });
    const ex = anExchange(
      aResponse(200, 'Traceback (most recent call last)', { 'content-type': 'text/plain' }),
    );
    const findings = runChecks(ex, caseOrigin(c), aContext());
    expect(findings.map((f) => f.key)).toEqual([
      'auth_enforced|13|auth:none',
      'stack_trace_leak|13|stack_trace:python_traceback',
    ]);
    expect(findings[0]).toMatchObject({
      check: 'auth_enforced',
      operation: 13,
      severity: 'critical',
      caseId: 'op13-no_token',
      scenario: 'no_token',
      seed: 1,
      exchangeIds: ['ex-000001'],
      fails: true,
      occurrences: 1,
    });
    expect(findings[0]).not.toHaveProperty('fcPath');
    expect(findings[0]?.curl).toMatch(/^curl -sS -X POST /);
    expect(findings[1]?.fails).toBe(false);
  });

  test('a discovery probe is judged by the exchange checks only, named by its label, curl included', () => {
    const probe = {
      kind: 'discovery',
      operation: 13,
      label: 'discovery:op13:auth:none',
      auth: 'none',
      seed: 7,
    } as const;
    // A 200 without a token is auth_enforced's on a probe as on a case (one verdict in every mode);
    // an invalid-looking probe body is no case's, so the case checks (negative data...) stay silent.
    const ex = anExchange(
      aResponse(200, 'Traceback (most recent call last)', { 'content-type': 'text/plain' }),
    );
    const findings = runChecks(ex, probe, aContext());
    expect(findings.map((f) => f.check)).toEqual(['auth_enforced', 'stack_trace_leak']);
    const withToken = runChecks(ex, { ...probe, auth: 'token' }, aContext());
    expect(withToken.map((f) => f.check)).toEqual(['stack_trace_leak']);
    expect(findings[0]).toMatchObject({ caseId: 'discovery:op13:auth:none', seed: 7 });
    expect(findings[0]).not.toHaveProperty('scenario');
    expect(findings[0]?.curl).toMatch(/^curl -sS -X POST /);
  });

  test('a clean exchange gives no finding', () => {
    expect(runChecks(anExchange(aResponse(201)), caseOrigin(aCase()), aContext())).toEqual([]);
  });

  test('a subset of checks can be run', () => {
    const ex = anExchange(aResponse(500, 'SQLSTATE[42601]'));
    expect(runChecks(ex, caseOrigin(aCase()), aContext(), []).length).toBe(0);
    expect(runChecks(ex, caseOrigin(aCase()), aContext()).map((f) => f.check)).toEqual([
      'not_a_server_error',
      'stack_trace_leak',
    ]);
  });
});

describe('dedupeFindings', () => {
  test('same key merged: first kept, occurrences summed, exchange ids appended up to the cap', () => {
    const findings = Array.from({ length: 25 }, (_, i) => {
      const ex = anExchange(aResponse(500), { id: `ex-${String(i).padStart(6, '0')}` });
      return runChecks(
        ex,
        caseOrigin(aCase({ id: `op13-valid_full-${String(i).padStart(3, '0')}` })),
        aContext(),
      );
    }).flat();
    const other = runChecks(anExchange(aResponse(503), { id: 'ex-999999' }), caseOrigin(aCase()), aContext());
    const merged = dedupeFindings([...findings, ...other]);
    expect(merged.map((f) => f.key)).toEqual([
      'not_a_server_error|13|status:500',
      'not_a_server_error|13|status:503',
    ]);
    expect(merged[0]?.occurrences).toBe(25);
    expect(merged[0]?.caseId).toBe('op13-valid_full-000');
    expect(merged[0]?.exchangeIds).toHaveLength(MAX_EXCHANGE_IDS);
    expect(merged[0]?.exchangeIds[1]).toBe('ex-000001');
    expect(merged[1]?.occurrences).toBe(1);
  });

  test('merging merged findings keeps counting', () => {
    const [f] = runChecks(anExchange(aResponse(500)), caseOrigin(aCase()), aContext());
    if (f === undefined) throw new Error('no finding');
    const once = dedupeFindings([f, f]);
    expect(dedupeFindings([...once, ...once])[0]?.occurrences).toBe(4);
  });
});
