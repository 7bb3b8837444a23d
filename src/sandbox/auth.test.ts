/**
 * @module Authentication over real HTTP: 401 with a Bearer challenge for a missing or bad token on
 * every protected operation, public operations 8 and 18 open with or without one, and tenant isolation
 * (another tenant's id is a plain 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from './index.ts';
import { call, fillPath, validBody } from './test-helpers.ts';

let sbx: SandboxHandle;
beforeAll(async () => {
  sbx = await startSandbox({ tokens: { a: 'sbx_a_fixed', b: 'sbx_b_fixed' } });
});
afterAll(() => sbx.close());

describe('auth', () => {
  it('uses the given tokens, or random sbx_<tenant>_<24 hex> ones', async () => {
    expect(sbx.tokens).toEqual({ a: 'sbx_a_fixed', b: 'sbx_b_fixed' });
    const random = await startSandbox();
    expect(random.tokens.a).toMatch(/^sbx_a_[0-9a-f]{24}$/);
    expect(random.tokens.b).toMatch(/^sbx_b_[0-9a-f]{24}$/);
    await random.close();
  });

  it('answers 401 with WWW-Authenticate and the error body when the token is missing', async () => {
    for (const op of Object.values(sbx.truth.operations).filter((o) => o.auth === 'required')) {
      const res = await call(sbx.url, op, fillPath(op, sbx.ids), undefined, validBody(op, sbx.ids));
      expect(res.status, op.path).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).toEqual({ statusCode: 401, message: 'Missing bearer token', error: 'Unauthorized' });
    }
  });

  it.each([
    ['an unknown token', 'Bearer sbx_a_000000000000000000000000'],
    ['another scheme', 'Basic c2J4OnNieA=='],
    ['a scheme without token', 'Bearer'],
    ['a token with spaces', 'Bearer sbx_a_fixed extra'],
  ])('answers 401 invalid_token for %s', async (_label, header) => {
    const res = await call(sbx.url, { method: 'POST' }, '/v1/property/', undefined, {}).set(
      'Authorization',
      header,
    );
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toContain('error="invalid_token"');
    expect(res.body.message).toBe('Invalid bearer token');
  });

  it('accepts the scheme in any case', async () => {
    const res = await call(sbx.url, { method: 'DELETE' }, '/v1/crm-provider/deactivate', undefined).set(
      'Authorization',
      'bearer sbx_b_fixed',
    );
    expect(res.status).toBe(200);
  });

  it('lets public operations 8 and 18 through with no token, a token, or a bad token', async () => {
    const meetings = { calendar: 'sales', lastname: 'Doe', startTime: 0 };
    const realtor = { clientEmail: 'a@example.com', referralType: 'Seller' };
    const path18 = `/v1/realtors/${sbx.ids.CONTACT_ID}`;
    for (const token of [undefined, sbx.tokens.a, 'not-a-token']) {
      expect((await call(sbx.url, { method: 'GET' }, '/v1/meetings/', token, meetings)).status).toBe(200);
      expect((await call(sbx.url, { method: 'GET' }, path18, token, realtor)).status).toBe(200);
    }
  });

  it('hides tenant A records from tenant B behind a 404', async () => {
    const cases = [
      ['POST', `/v1/property/log/view/${sbx.ids.REPORT_ID}`, {}],
      ['GET', `/v1/homes/${sbx.ids.DEAL_ID}`, {}],
      ['POST', `/v1/homes/${sbx.ids.DEAL_ID}/note`, { note: 'hi' }],
      ['POST', `/v2/opportunities/${sbx.ids.OPPORTUNITY_ID}/disassociate-contact`, {}],
      ['POST', '/v1/property/complete-report', { reportId: sbx.ids.REPORT_ID }],
    ] as const;
    for (const [method, path, body] of cases) {
      const asB = await call(sbx.url, { method }, path, sbx.tokens.b, body);
      expect(asB.status, path).toBe(404);
      expect(asB.body.message).toMatch(/ not found$/);
      expect((await call(sbx.url, { method }, path, sbx.tokens.a, body)).status, path).toBeLessThan(300);
    }
    const own = await call(sbx.url, { method: 'GET' }, `/v1/homes/${sbx.idsB.DEAL_ID}`, sbx.tokens.b, {});
    expect(own.status).toBe(200);
  });
});
