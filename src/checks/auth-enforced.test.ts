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

  test("an operation public by this server's convention (credentials ignored, no record) is not judged", () => {
    const noToken = aCase({ scenario: 'no_token', auth: 'none' });
    const open = { access: { kind: 'public', credentialsIgnored: true } } as const;
    const checksTokens = { access: { kind: 'public', credentialsIgnored: false } } as const;
    const ok = anExchange(aResponse(200));
    expect(
      authEnforced.run(ok, noToken, aContext(catalog.upsertNotificationSubscribers, 1000, open)),
    ).toEqual([]);
    // It reads a record of the first identity by id: still judged.
    expect(causes(authEnforced, ok, noToken, aContext(catalog.homeNote, 1000, open))).toEqual(['auth:none']);
    // It refuses a malformed token yet lets anonymous requests in: still judged.
    expect(
      causes(authEnforced, ok, noToken, aContext(catalog.upsertNotificationSubscribers, 1000, checksTokens)),
    ).toEqual(['auth:none']);
  });
});
