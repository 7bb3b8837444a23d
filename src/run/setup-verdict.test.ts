import { describe, expect, test } from 'vitest';
import { type CatalogOperation, operations } from '../../fixtures/catalog.ts';
import { anExchange, aResponse } from '../checks/test-support.ts';
import { isFailureBody } from '../discovery/index.ts';
import {
  allAlike,
  judgeCredentials,
  judgePath,
  type SetupProbe,
  tokenAnswersAlike,
} from './setup-verdict.ts';

const url = (op: CatalogOperation) => `http://127.0.0.1:3000${op.path.replaceAll(/\{\w+\}/g, 'x1')}`;
const ex = (op: CatalogOperation, status: number, body: unknown = { error: 'nope' }) =>
  anExchange(aResponse(status, body), {
    operation: op.number,
    request: { ...anExchange(undefined).request, url: url(op) },
  });

/** Each operation answered `token(op)` with identity A and `malformed(op)` with a malformed token. */
function probes(
  token: (op: CatalogOperation) => [number, unknown?],
  malformed?: (op: CatalogOperation) => [number, unknown?],
): SetupProbe[] {
  return operations.map((op) => ({
    op,
    token: ex(op, ...token(op)),
    ...(malformed && { malformed: ex(op, ...malformed(op)) }),
  }));
}

const refused = (): [number, unknown?] => [401, { message: 'Unauthenticated.' }];

describe('setup verdict', () => {
  test('a wrong token: every documented-auth operation answers it as a malformed token', () => {
    const wrong = probes((op) => (op.documentedAuthHeader ? refused() : [200, { ok: 1 }]), refused);
    expect(tokenAnswersAlike(wrong, isFailureBody)).toBe(true);
    expect(() => judgeCredentials(wrong, 'ACCESS_TOKEN')).toThrow(
      /^ACCESS_TOKEN refused: 401 on 19 of 19 operations shown with Authorization, each answered as a malformed token is$/,
    );
  });

  test('routes matched on the id shape before auth (404 on both) still count as refusing the token', () => {
    const routed = (op: CatalogOperation): [number, unknown?] => (op.path.includes('{') ? [404] : refused());
    expect(() => judgeCredentials(probes(routed, routed), 'ACCESS_TOKEN')).toThrow(
      /ACCESS_TOKEN refused: 401 on \d+ of 19 operations shown with Authorization \(the others: \d+ × 404\)/,
    );
  });

  test('a healthy server tells its token from a malformed one somewhere: no verdict', () => {
    // Refusals with 403, validation with 400, one operation that answers 200 to the empty body.
    const healthy = probes(
      (op) => [op.number === 21 ? 200 : 400],
      () => [403],
    );
    expect(tokenAnswersAlike(healthy, isFailureBody)).toBe(false);
    expect(() => judgeCredentials(healthy, 'ACCESS_TOKEN')).not.toThrow();
    // Even if all answers looked alike, one operation that answers the token otherwise clears it.
    const one = probes(refused, (op) => (op.number === 13 ? [403] : refused()));
    expect(() => judgeCredentials(one, 'ACCESS_TOKEN')).not.toThrow();
  });

  test('a failure envelope under 200 compares by body: "not authenticated" everywhere vs validation texts', () => {
    const envelope = (error: string): [number, unknown?] => [200, { success: false, error }];
    const wrong = probes(
      () => envelope('Not authenticated'),
      () => envelope('Not authenticated'),
    );
    expect(tokenAnswersAlike(wrong, isFailureBody)).toBe(true);
    expect(() => judgeCredentials(wrong, 'ACCESS_TOKEN')).toThrow(/refused: 200 on 19 of 19/);
    const healthy = probes(
      (op) => envelope(`${op.id} needs a field`),
      () => envelope('Not authenticated'),
    );
    expect(tokenAnswersAlike(healthy, isFailureBody)).toBe(false);
    expect(() => judgeCredentials(healthy, 'ACCESS_TOKEN')).not.toThrow();
    // A plain success everywhere is no refusal (a server without auth at all).
    expect(
      tokenAnswersAlike(
        probes(() => [200, { ok: true }]),
        isFailureBody,
      ),
    ).toBe(false);
  });

  test('no operation under the base URL: every operation answers as a path that cannot exist', () => {
    const gone = probes(() => [404, { message: 'Not Found' }]);
    expect(allAlike(gone, isFailureBody)).toBe(true);
    const nowhere = ex(operations[0] as CatalogOperation, 404, { message: 'Not Found' });
    expect(() => judgePath(gone, nowhere, 'http://127.0.0.1:3000/api')).toThrow(
      /^no operation found under API_BASE_URL http:\/\/127.0.0.1:3000\/api: all 21 operations answered 404 as a path that cannot exist does; check its path$/,
    );
    // An API gateway's 403 for unknown paths: the same verdict, from behaviour.
    const gateway = probes(() => [403, { message: 'Missing Authentication Token' }]);
    expect(() => judgePath(gateway, ex(operations[0] as CatalogOperation, 403), 'http://h/')).toThrow(
      /answered 403/,
    );
    // Operations that answer otherwise than the nowhere path exist.
    const some = probes((op) => (op.number === 8 ? [422] : [404]));
    expect(allAlike(some, isFailureBody)).toBe(false);
    expect(() => judgePath(some, nowhere, 'http://h/')).not.toThrow();
  });
});
