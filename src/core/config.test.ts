import { readFileSync } from 'node:fs';
import { parse } from 'dotenv';
import { describe, expect, test } from 'vitest';
import { isLoopback, loadConfig, sideEffectsAllowed } from './config.ts';
import { ConfigError } from './errors.ts';

describe('loadConfig', () => {
  test('defaults: sandbox target, no cap on loopback', () => {
    const c = loadConfig({});
    expect(c.baseUrl).toBeUndefined();
    expect(c.reportDir).toBe('reports/latest');
    expect(c.maxRps).toBe(0);
  });

  test('a non-loopback target gets a rate cap and a budget by default', () => {
    const c = loadConfig({ API_BASE_URL: 'https://staging.example.com', ACCESS_TOKEN: 'abcd' });
    expect(c.maxRps).toBe(10);
    expect(c.maxRequests).toBe(3000);
  });

  test.each([
    [{ API_BASE_URL: 'not a url' }, 'API_BASE_URL'],
    [{ API_BASE_URL: 'ftp://x' }, 'API_BASE_URL'],
    [{ MAX_RPS: 'fast' }, 'MAX_RPS'],
    [{ SEED: '-3' }, 'SEED'],
    [{ PROBE_LIMITS: 'maybe' }, 'PROBE_LIMITS'],
    [{ ACCESS_TOKEN: 'same1', ACCESS_TOKEN_B: 'same1' }, 'ACCESS_TOKEN_B'],
  ])('%o is rejected naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).variable).toBe(variable);
      expect((err as ConfigError).message).not.toContain('\n');
    }
  });

  test('a URL without its scheme is named as written, with the fix', () => {
    expect(() => loadConfig({ API_BASE_URL: 'localhost:4010' })).toThrow(
      'expected an http:// or https:// URL, got "localhost:4010"; did you mean "http://localhost:4010"?',
    );
  });

  test('.env.example as shipped changes no default', () => {
    const shipped = parse(readFileSync(new URL('../../.env.example', import.meta.url)));
    expect(loadConfig(shipped)).toEqual(loadConfig({}));
  });

  test.each([
    ['http://127.0.0.1:3000', {}, true],
    ['http://127.0.0.1:3000', { ALLOW_SIDE_EFFECTS: 'false' }, false],
    ['https://staging.example.com', {}, false],
    ['https://staging.example.com', { ALLOW_SIDE_EFFECTS: 'true' }, true],
    ['http://10.0.0.1', { ALLOW_SIDE_EFFECTS: 'no' }, false],
  ])('side effects against %s with %o: %s', (target, env, allowed) => {
    const c = loadConfig({ API_BASE_URL: target, ACCESS_TOKEN: 'abcd', ...env });
    expect(sideEffectsAllowed(c, new URL(target))).toBe(allowed);
  });

  test('loopback detection', () => {
    expect(isLoopback(new URL('http://127.0.0.1:3000'))).toBe(true);
    expect(isLoopback(new URL('http://[::1]:3000'))).toBe(true);
    expect(isLoopback(new URL('http://localhost'))).toBe(true);
    expect(isLoopback(new URL('http://10.0.0.1'))).toBe(false);
  });
});
