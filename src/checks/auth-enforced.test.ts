import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { authEnforced } from './auth-enforced.ts';
import { judgeExchange } from './run-checks.ts';
import { aCase, aContext, anExchange, anOrigin, aProbe, aResponse, causes } from './test-support.ts';

const noToken = anOrigin(aCase({ scenario: 'no_token', auth: 'none' }));
const badToken = anOrigin(aCase({ scenario: 'bad_token', auth: 'malformed' }));

describe('auth_enforced', () => {
  test('fires when a documented-auth operation accepts no token or a malformed one', () => {
    expect(causes(authEnforced, anExchange(aResponse(200)), noToken, aContext())).toEqual(['auth:none']);
    const [d] = authEnforced.run(anExchange(aResponse(201)), badToken, aContext());
    expect(d).toMatchObject({ severity: 'critical', cause: 'auth:malformed' });
    expect(d?.title).toMatch(/ignored auth/i);
  });

  test('a probe or a witness replay without a token is judged like the case: one verdict in every mode', () => {
    const ok = anExchange(aResponse(201));
    const witness = aProbe('none', 'witness:op13:auth');
    expect(causes(authEnforced, ok, witness, aContext())).toEqual(['auth:none']);
    expect(causes(authEnforced, ok, aProbe('malformed'), aContext())).toEqual(['auth:malformed']);
    expect(causes(authEnforced, ok, aProbe('token'), aContext())).toEqual([]);
    // What a check learned again (#13 answers without a token: "public") excuses nothing, and the
    // finding is the same key as the case's, so a full run and a check merge them alike.
    const learnedPublic = aContext(catalog.homeNote, 1000, {
      access: { kind: 'public', credentialsIgnored: false },
    });
    const [fromWitness] = judgeExchange(ok, witness, learnedPublic).findings.filter(
      (f) => f.check === 'auth_enforced',
    );
    const [fromCase] = judgeExchange(ok, noToken, learnedPublic).findings.filter(
      (f) => f.check === 'auth_enforced',
    );
    expect(fromWitness).toMatchObject({ severity: 'critical', fails: true, key: fromCase?.key });
  });

  test('does not fire on a rejection, a failure envelope, a valid token, or an operation without documented auth', () => {
    expect(authEnforced.run(anExchange(aResponse(401)), noToken, aContext())).toEqual([]);
    expect(authEnforced.run(anExchange(aResponse(200, { success: false })), noToken, aContext())).toEqual([]);
    expect(authEnforced.run(anExchange(aResponse(200)), anOrigin(), aContext())).toEqual([]);
    expect(authEnforced.run(anExchange(aResponse(200)), noToken, aContext(catalog.meetings))).toEqual([]);
  });

  test('no exception by inference: an operation that ignores credentials is judged unless declared public', () => {
    const open = { access: { kind: 'public', credentialsIgnored: true } } as const;
    const ok = anExchange(aResponse(201));
    // Payment intents (#11): no path parameter, credentials ignored, still a critical finding.
    const payments = aContext(catalog.paymentIntent, 1000, open);
    expect(causes(authEnforced, ok, noToken, payments)).toEqual(['auth:none']);
    expect(causes(authEnforced, ok, badToken, payments)).toEqual(['auth:malformed']);
    // Declared public on purpose (PUBLIC_OPERATIONS=11): not judged.
    const declared = { ...payments, declaredPublic: true };
    expect(authEnforced.run(ok, noToken, declared)).toEqual([]);
    expect(authEnforced.run(ok, badToken, declared)).toEqual([]);
  });
});
