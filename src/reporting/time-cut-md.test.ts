import { describe, expect, test } from 'vitest';
import type { TimeReport } from '../core/time-report.ts';
import { checkPlanLine, timeCutSection, timeLine } from './time-cut-md.ts';

const untouched: TimeReport = {
  maxDurationMs: 600_000,
  sendingMs: 12_345,
  deadlineReached: false,
  rateLimit: { source: 'headers', claimed: { limit: 5000, windowSeconds: 60 } },
  examples: { configured: 5, planned: 5 },
  cut: [],
};

describe('summary.md time section', () => {
  test('nothing cut: one line, no section', () => {
    expect(timeLine(untouched)).toBe(
      '- Time: sending stopped after 12.3 s of a budget of 10m (MAX_DURATION); nothing cut',
    );
    expect(timeCutSection(untouched)).toEqual([]);
  });

  test('cut: the rate limit, the examples and one line per cut', () => {
    const cut: TimeReport = {
      ...untouched,
      maxDurationMs: 300_000,
      rateLimit: {
        source: 'observed-429s',
        measured: { sustainedRps: 1.7, burst: 10, over: { requests: 204, seconds: 120, throttles: 4 } },
      },
      examples: { configured: 5, planned: 1 },
      cut: [
        {
          phase: 'discovery',
          operation: 3,
          reason: 'unresponsive',
          what: 'no requests after 3 slow answers',
        },
        { phase: 'cases', operation: 1, reason: 'time', what: '30 of 52 cases not sent', casesNotSent: 30 },
      ],
    };
    expect(timeLine(cut)).toMatch(/budget of 5m \(MAX_DURATION\); 2 cuts, 30 cases not sent$/);
    expect(timeCutSection(cut)).toEqual([
      '## Cut by the time budget or an unresponsive operation',
      '',
      '- Rate limit: rate limit 1.7 requests/s sustained (204 requests passed in 120 s between 429s, 4 429s in all), burst 10 (observed 429s); the cases were planned to the pace kept',
      '- Generated valid examples per operation: 1 instead of 5 (EXAMPLES), to fit the time left',
      '- #3 discovery: no requests after 3 slow answers (operation unresponsive)',
      '- #1 cases: 30 of 52 cases not sent (time budget)',
      '',
    ]);
  });

  test("a check's planned slice is one line, not a cut per operation", () => {
    const planned: TimeReport = {
      ...untouched,
      cut: ([1, 2, 3] as const).map((operation) => ({
        phase: 'cases' as const,
        operation,
        reason: 'check_plan' as const,
        what: '40 of 41 cases not sent',
        casesNotSent: 40,
      })),
    };
    expect(timeLine(planned)).toMatch(/; nothing cut$/);
    expect(timeCutSection(planned)).toEqual([]);
    expect(checkPlanLine(planned, 3)).toEqual([
      '- Check plan: 3 generated cases sent, chosen by fault-finding power; 120 others left to a full run by design (CHECK_REQUESTS)',
    ]);
    expect(checkPlanLine(untouched, 3)).toEqual([]);
  });
});
