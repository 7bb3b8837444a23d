/**
 * @module The time budget in `summary.md`: the budget and when sending stopped, the rate limit that
 * sized the cases, and one line per thing cut (by the time budget or an unresponsive operation).
 */
import { formatDuration } from '../core/duration.ts';
import type { CutItem, TimeReport } from '../core/time-report.ts';
import { rateLimitText } from '../discovery/index.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const because = {
  time: 'time budget',
  unresponsive: 'operation unresponsive',
  requests: 'request budget',
  check_plan: "the check's plan: its case slice (CHECK_REQUESTS)",
} as const satisfies Record<CutItem['reason'], string>;

/** The headline figure: `Time: 4m58s budget 5m …`, with the cut counted. */
export function timeLine(time: TimeReport): string {
  const cases = time.cut.reduce((n, c) => n + (c.casesNotSent ?? 0), 0);
  const cut = time.cut.length === 0 ? 'nothing cut' : `${time.cut.length} cuts, ${cases} cases not sent`;
  return `- Time: sending stopped after ${seconds(time.sendingMs)} of a budget of ${formatDuration(time.maxDurationMs)} (MAX_DURATION); ${cut}`;
}

export function timeCutSection(time: TimeReport | undefined): string[] {
  if (time === undefined) return [];
  if (time.cut.length === 0 && time.examples.planned === time.examples.configured) return [];
  const planned = time.cut.some((c) => c.reason === 'check_plan');
  const lines = [
    `## Cut by the time budget${planned ? ", the check's plan" : ''} or an unresponsive operation`,
    '',
  ];
  if (time.rateLimit !== undefined) {
    lines.push(`- Rate limit: ${rateLimitText(time.rateLimit)}; the cases were planned to the pace kept`);
  }
  if (time.examples.planned < time.examples.configured) {
    lines.push(
      `- Generated valid examples per operation: ${time.examples.planned} instead of ${time.examples.configured} (EXAMPLES), to fit the time left`,
    );
  }
  for (const c of time.cut) {
    const where = c.operation === undefined ? c.phase : `#${c.operation} ${c.phase}`;
    lines.push(`- ${where}: ${c.what} (${because[c.reason]})`);
  }
  return [...lines, ''];
}
