/**
 * @module The long measurement of issue 26 (minutes of wall time, so a script, not a test): a
 * default run of the real command (`MAX_DURATION` unset: 10 minutes) against each limited server
 * (`tests/servers/limiters/`: token bucket, leaky bucket, sliding window, at the rates), and
 * the same run against the legacy server with the limiter removed. Per limiter it prints the share
 * of the unlimited run's correct facts the limited run keeps (goal ≥ 0.90), the stated sustained
 * rate over the limiter's (goal within 15 %), the rate used and the 429 share, and ends with one
 * JSON line. The limited runs go side by side (they wait on their limiters, not on the CPU).
 *
 *   npx tsx tests/discovery/limited-vs-unlimited.ts [token-bucket leaky-bucket sliding-window] [--duration 10m]
 */
import type { LimitedKind } from '../servers/limiters/index.ts';
import { keptShare, type PacedRun, pacedRun } from './paced-run.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--duration');
const duration = at >= 0 ? args[at + 1] : undefined;
const named = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1)) as LimitedKind[];
const kinds: readonly LimitedKind[] =
  named.length > 0 ? named : ['token-bucket', 'leaky-bucket', 'sliding-window'];
const timeoutMs = 20 * 60_000;

const round = (n: number | undefined, digits = 3) =>
  n === undefined ? undefined : Math.round(n * 10 ** digits) / 10 ** digits;

const unlimited = await pacedRun({ ...(duration !== undefined && { maxDuration: duration }), timeoutMs });
console.error(
  `unlimited: exit ${unlimited.code}, ${unlimited.requests} requests in ${unlimited.seconds.toFixed(0)} s, ${unlimited.correctFacts.length} correct facts`,
);
const limited = await Promise.all(
  kinds.map((kind) =>
    pacedRun({ kind, ...(duration !== undefined && { maxDuration: duration }), timeoutMs }),
  ),
);
const out: Record<string, unknown> = { unlimited_facts: unlimited.correctFacts.length };
limited.forEach((run: PacedRun, i) => {
  const kind = kinds[i] as LimitedKind;
  const kept = keptShare(run, unlimited);
  console.error(
    `${kind}: exit ${run.code}, ${run.requests} requests in ${run.seconds.toFixed(0)} s, kept ${kept.toFixed(3)} ` +
      `of the unlimited run's facts, stated ${JSON.stringify(run.stated)} (ratio ${round(run.statedRatio)}), ` +
      `rate use ${round(run.rateUse)}, 429 share ${round(run.share429, 4)} (${run.throttled}), wrong ${run.wrong.length}`,
  );
  const key = kind.replaceAll('-', '_');
  out[`${key}_kept`] = round(kept);
  out[`${key}_stated_ratio`] = round(run.statedRatio);
  out[`${key}_rate_use`] = round(run.rateUse);
  out[`${key}_rate_429_share`] = round(run.share429, 4);
  out[`${key}_requests`] = run.requests;
  out[`${key}_wrong`] = run.wrong.length;
});
console.log(JSON.stringify(out));
