import { describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { formatDuration, parseDuration } from './duration.ts';
import { ConfigError } from './errors.ts';

describe('MAX_DURATION', () => {
  test.each([
    ['300', 300_000],
    ['300s', 300_000],
    ['5m', 300_000],
    [' 5M ', 300_000],
    ['1.5m', 90_000],
    ['1h', 3_600_000],
    ['15000ms', 15_000],
  ])('%s is %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
    expect(loadConfig({ MAX_DURATION: text }).maxDurationMs).toBe(ms);
  });

  test('defaults to 10 minutes on every target', () => {
    expect(loadConfig({}).maxDurationMs).toBe(600_000);
    expect(
      loadConfig({ API_BASE_URL: 'https://staging.example.com', ACCESS_TOKEN: 'abcd' }).maxDurationMs,
    ).toBe(600_000);
  });

  test.each(['soon', '5 minutes', '-5m', '5m30s', '9s', '25h', '0'])(
    '"%s" is one-line ConfigError',
    (text) => {
      expect(() => loadConfig({ MAX_DURATION: text })).toThrow(ConfigError);
      try {
        loadConfig({ MAX_DURATION: text });
      } catch (err) {
        expect((err as ConfigError).variable).toBe('MAX_DURATION');
        expect((err as ConfigError).message).toMatch(/^MAX_DURATION: expected a duration[^\n]*$/);
      }
    },
  );

  test('written back as the user would write it', () => {
    expect([300_000, 90_000, 3_600_000, 1500].map(formatDuration)).toEqual(['5m', '90s', '1h', '1.5s']);
  });
});
