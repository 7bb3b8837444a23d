/**
 * The pace through the real command, affordably (issue 26): the token bucket (a burst of 10,
 * its 429s saying `Retry-After: 0`, no rate headers) made 20 times faster (40 requests a second), a
 * 45 s budget, beside the same run with the limiter removed. The run keeps most of the facts the
 * unlimited run establishes, states the limit as measured within 15 % of the bucket's rate, and few
 * of its requests are answered 429. The 10-minute version at the issue's own rates is a script:
 * `npx tsx tests/discovery/limited-vs-unlimited.ts`.
 */
import { expect, test } from 'vitest';
import { keptShare, pacedRun } from '../discovery/paced-run.ts';

test('token bucket at 40/s, Retry-After: 0, 45 s: facts kept, the limit stated as measured, few 429s', async () => {
  const [limited, unlimited] = await Promise.all([
    pacedRun({ kind: 'token-bucket', scale: 20, maxDuration: '45s', timeoutMs: 58_000 }),
    pacedRun({ maxDuration: '45s', timeoutMs: 58_000 }),
  ]);
  const kept = keptShare(limited, unlimited);
  console.log(
    `token bucket ×20: kept ${kept.toFixed(3)} of ${unlimited.correctFacts.length} facts, stated ` +
      `${JSON.stringify(limited.stated)} (ratio ${limited.statedRatio?.toFixed(3)}), rate use ` +
      `${limited.rateUse?.toFixed(3)}, ${limited.throttled} of ${limited.requests} answered 429`,
  );
  expect(limited.stated).toMatchObject({ learnedFrom: 'observed-429s' });
  expect(Math.abs((limited.statedRatio ?? 0) - 1)).toBeLessThanOrEqual(0.15);
  expect(limited.share429).toBeLessThanOrEqual(0.03);
  // The issue's ≥ 0.9 is for a 10-minute run (the script above: 0.945–0.987 measured); in 45 s the
  // run is bound by what the bucket lets through as much as by pace: 0.83–0.92 measured here.
  expect(kept).toBeGreaterThanOrEqual(0.8);
  expect(limited.wrong).toEqual([]);
}, 60_000);
