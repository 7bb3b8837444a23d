import { describe, expect, test } from 'vitest';
import { etaMs, progressText } from './progress-text.ts';

const base = { phase: 'cases' as const, startedAt: 0, phaseStartedAt: 10_000, sent: 812 };

describe('progress text', () => {
  test('phase, operation, requests, elapsed and an ETA from the share of operations done', () => {
    const state = { ...base, operation: 6, order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };
    // 5 of 10 operations done in 20 s: 20 s to go.
    expect(etaMs(state, 30_000)).toBe(20_000);
    expect(progressText(state, 30_000)).toBe(
      'cases · op #6 · 812 requests · 30 s elapsed · ETA 20 s (cases)',
    );
  });

  test('no ETA while the phase has no known order or has barely started', () => {
    expect(progressText({ ...base, phase: 'discovery', operation: 3 }, 75_000)).toBe(
      'discovery · op #3 · 812 requests · 1 min 15 s elapsed',
    );
    expect(etaMs({ ...base, operation: 1, order: [1, 2, 3] }, 12_000)).toBeUndefined();
  });
});
