import { describe, expect, test } from 'vitest';
import { hasIdentity, loadConfig } from './config.ts';
import { malformedCookie, parseCookie, parseHeaders, secretsOf } from './credentials.ts';
import { ConfigError } from './errors.ts';

describe('EXTRA_HEADERS / COOKIE', () => {
  test('"Name: value; Name2: value" and a JSON object (for values holding ";")', () => {
    expect(parseHeaders('EXTRA_HEADERS', 'X-Api-Key: abc123 ; X-Tenant:t1')).toEqual({
      'X-Api-Key': 'abc123',
      'X-Tenant': 't1',
    });
    expect(parseHeaders('EXTRA_HEADERS', '{"Authorization": "Token a;b"}')).toEqual({
      Authorization: 'Token a;b',
    });
    expect(parseHeaders('EXTRA_HEADERS', '  ')).toEqual({});
  });

  test.each([
    ['X-Api-Key abc', 'no colon'],
    ['Bad Name: x', 'not a token'],
    ['Content-Type: text/plain', 'framing'],
    ['Cookie: a=b', 'cookie'],
    ['X-A: 1; x-a: 2', 'twice'],
    ['{"X-A": 1}', 'not a string'],
    ['{"X-A": ', 'broken JSON'],
    ['X-A: ', 'empty'],
  ])('%s is refused (%s), naming the variable and never the value', (raw) => {
    let error: unknown;
    try {
      parseHeaders('EXTRA_HEADERS_B', raw);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe('EXTRA_HEADERS_B');
    expect((error as ConfigError).message).not.toContain('abc');
  });

  test('cookies: pairs only; secrets include each value; malformed keeps the names', () => {
    expect(parseCookie('COOKIE', 'sid=s3cr3t; csrf=t0k3n')).toBe('sid=s3cr3t; csrf=t0k3n');
    expect(() => parseCookie('COOKIE', 'justavalue')).toThrow(ConfigError);
    expect(secretsOf({ headers: { 'X-Api-Key': 'k3y' }, cookie: 'sid=s3cr3t; csrf=t0k3n' })).toEqual([
      'k3y',
      'sid=s3cr3t; csrf=t0k3n',
      's3cr3t',
      't0k3n',
    ]);
    expect(malformedCookie('sid=s3cr3t; csrf=t0k3n', 'x')).toBe('sid=x; csrf=x');
  });

  test('an API key alone is identity A against a remote target; B must differ from A', () => {
    const c = loadConfig({ API_BASE_URL: 'https://api.example.com', EXTRA_HEADERS: 'X-Api-Key: k-a' });
    expect(c.token).toBeUndefined();
    expect(c.credentials.a).toEqual({ headers: { 'X-Api-Key': 'k-a' } });
    expect(hasIdentity(c, 'a')).toBe(true);
    expect(hasIdentity(c, 'b')).toBe(false);
    expect(hasIdentity(loadConfig({ COOKIE_B: 'sid=b' }), 'b')).toBe(true);
    expect(() => loadConfig({ EXTRA_HEADERS: 'X-Api-Key: k', EXTRA_HEADERS_B: 'X-Api-Key: k' })).toThrow(
      ConfigError,
    );
  });
});
