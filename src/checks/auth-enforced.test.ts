import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { authEnforced } from './auth-enforced.ts';
import { aCase, aContext, anExchange, aResponse, causes } from './test-support.ts';

describe('auth_enforced', () => {
  test('fires when a documented-auth operation accepts no token or a malformed one', () => {
    expect(
      causes(
        authEnforced,
        anExchange(aResponse(200)),
        aCase({ scenario: 'no_token', auth: 'none' }),
        aContext(),
      ),
    ).toEqual(['auth:none']);
    const [d] = authEnforced.run(
      anExchange(aResponse(201)),
      aCase({ scenario: 'bad_token', auth: 'malformed' }),
      aContext(),
    );
    expect(d).toMatchObject({ severity: 'critical', cause: 'auth:malformed' });
    expect(d?.title).toMatch(/ignored auth/i);
  });

  test('does not fire on a rejection, a failure envelope, a valid token, or an operation without documented auth', () => {
    const noToken = aCase({ scenario: 'no_token', auth: 'none' });
    expect(authEnforced.run(anExchange(aResponse(401)), noToken, aContext())).toEqual([]);
    expect(authEnforced.run(anExchange(aResponse(200, { success: false })), noToken, aContext())).toEqual([]);
    expect(authEnforced.run(anExchange(aResponse(200)), aCase(), aContext())).toEqual([]);
    expect(authEnforced.run(anExchange(aResponse(200)), noToken, aContext(catalog.meetings))).toEqual([]);
  });

  test('no exception by inference: an operation that ignores credentials is judged unless declared public', () => {
    const noToken = aCase({ scenario: 'no_token', auth: 'none' });
    const badToken = aCase({ scenario: 'bad_token', auth: 'malformed' });
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
