/**
 * @module Body parsing and limits over real HTTP: the 102400-byte body limit (413), JSON-only media
 * types (415), malformed JSON (400 with a body-parser message), and the fixed-window rate limit with
 * its `RateLimit-*` headers and a 429.
 */
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from './index.ts';

let sbx: SandboxHandle;
beforeAll(async () => {
  sbx = await startSandbox();
});
afterAll(() => sbx.close());

const note = () => `/v1/homes/${sbx.ids.DEAL_ID}/note`;
const post = (path: string) => request(sbx.url).post(path).set('Authorization', `Bearer ${sbx.tokens.a}`);

/** A valid note body padded with JSON whitespace to exactly `bytes` bytes. */
function paddedNote(bytes: number): string {
  const head = '{"note":"hello"';
  return `${head}${' '.repeat(bytes - head.length - 1)}}`;
}

describe('body size', () => {
  it('accepts exactly 102400 bytes and rejects 102401 with 413', async () => {
    const atLimit = await post(note()).set('Content-Type', 'application/json').send(paddedNote(102_400));
    expect(atLimit.status).toBe(201);
    const over = await post(note()).set('Content-Type', 'application/json').send(paddedNote(102_401));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      statusCode: 413,
      message: 'request entity too large',
      error: 'Payload Too Large',
    });
  });

  it('counts chunked bodies while reading', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${sbx.url}${note()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sbx.tokens.a}` },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (c: Buffer) => {
          body += c.toString();
        });
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write(' '.repeat(10_000));
      req.end('{}');
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).statusCode).toBe(413);
  });

  it('stops reading a body far past the limit, answers 413 and closes the connection', async () => {
    const res = await post(note()).set('Content-Type', 'application/json').send(' '.repeat(2_000_000));
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect((await request(sbx.url).get('/nope')).status).toBe(404);
  });

  it('honours a configured limit', async () => {
    const small = await startSandbox({ maxBodyBytes: 64 });
    const res = await request(small.url)
      .post(`/v1/homes/${small.ids.DEAL_ID}/note`)
      .set('Authorization', `Bearer ${small.tokens.a}`)
      .send({ note: 'x'.repeat(100) });
    expect(res.status).toBe(413);
    await small.close();
  });
});

describe('media types and JSON', () => {
  it.each([
    ['text/plain', 'note=hi'],
    ['application/x-www-form-urlencoded', 'note=hi'],
    ['application/json; charset=latin1', '{"note":"hi"}'],
  ])('answers 415 for %s', async (type, body) => {
    const res = await post(note()).set('Content-Type', type).send(body);
    expect(res.status).toBe(415);
    expect(res.body.statusCode).toBe(415);
    expect(res.body.error).toBe('Unsupported Media Type');
  });

  it('accepts application/json with a charset and +json types', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await post(note()).set('Content-Type', type).send('{"note":"hi"}');
      expect(res.status, type).toBe(201);
    }
  });

  it.each([
    ['{"note":}', 'Unexpected token } in JSON at position 8'],
    ['{note:"x"}', 'Unexpected token n in JSON at position 1'],
    ['{"note":"x"', 'Unexpected end of JSON input'],
    ['{"note":"x"}}', 'Unexpected token } in JSON at position 12'],
    ['{"a" "b"}', 'Unexpected string in JSON at position 5'],
    ['{"a":01}', 'Unexpected number in JSON at position 6'],
  ])('answers 400 for malformed JSON %s', async (text, message) => {
    const res = await post(note()).set('Content-Type', 'application/json').send(text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });
});

describe('rate limit', () => {
  it('sends RateLimit headers on every response', async () => {
    const res = await request(sbx.url).get('/nope');
    expect(res.headers['ratelimit-limit']).toBe('5000');
    expect(res.headers['ratelimit-policy']).toBe('5000;w=60');
    expect(Number(res.headers['ratelimit-remaining'])).toBeLessThan(5000);
    expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
  });

  it('answers 429 with Retry-After past the limit, per token', async () => {
    const limited = await startSandbox({ rateLimit: { limit: 3, windowSeconds: 30 } });
    const del = (token: string) =>
      request(limited.url).delete('/v1/crm-provider/deactivate').set('Authorization', `Bearer ${token}`);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await del(limited.tokens.a)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const res = await del(limited.tokens.a);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'ThrottlerException: Too Many Requests',
      error: 'Too Many Requests',
    });
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect((await del(limited.tokens.b)).status).toBe(200);
    await limited.close();
  });
});
