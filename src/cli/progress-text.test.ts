import { describe, expect, test } from 'vitest';
import { endWait, etaMs, progressText } from './progress-text.ts';

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

describe('progress text during a wait the server imposed', () => {
  const state = { ...base, operation: 6, order: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };

  test('the ETA holds still while the run waits, and the line says it waits', () => {
    // Half the operations done in 20 s of work, then a 30 s wait starts at 30 s.
    const waiting = { ...state, wait: { from: 30_000, until: 60_000, reason: 'Retry-After' } };
    const etas = [30_000, 40_000, 50_000, 59_000].map((now) => etaMs(waiting, now) ?? 0);
    // Working time is frozen at 20 s, so the rest is 20 s of work plus what is left of the wait.
    expect(etas).toEqual([50_000, 40_000, 30_000, 21_000]);
    expect(etas.every((eta, i) => i === 0 || eta <= (etas[i - 1] ?? 0))).toBe(true);
    expect(progressText(waiting, 40_000)).toBe(
      'cases · op #6 · 812 requests · 40 s elapsed · waiting 20 s (Retry-After) · ETA 40 s (cases)',
    );
  });

  test('a finished wait is not counted as work', () => {
    const after = endWait({ ...state, wait: { from: 30_000, until: 60_000, reason: 'Retry-After' } }, 61_000);
    expect(after.wait).toBeUndefined();
    expect(after.waitedMs).toBe(30_000);
    // 50 s elapsed in the phase, 30 of them waiting: 20 s of work for half the operations.
    expect(etaMs(after, 60_000)).toBe(20_000);
    expect(progressText(after, 60_000)).not.toContain('waiting');
  });
});
