/**
 * @module The time budget in `summary.md`: the budget and when sending stopped, the rate limit that
 * sized the cases, and one line per thing cut (by the time budget, the request budget or an
 * unresponsive operation). A baseline check's planned slice is no cut: it is stated in one line.
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

const cuts = (time: TimeReport) => time.cut.filter((c) => c.reason !== 'check_plan');

/** The headline figure: `Time: 4m58s budget 5m …`, with what was cut counted (a check's plan is not a cut). */
export function timeLine(time: TimeReport): string {
  const cut = cuts(time);
  const cases = cut.reduce((n, c) => n + (c.casesNotSent ?? 0), 0);
  const text = cut.length === 0 ? 'nothing cut' : `${cut.length} cuts, ${cases} cases not sent`;
  return `- Time: sending stopped after ${seconds(time.sendingMs)} of a budget of ${formatDuration(time.maxDurationMs)} (MAX_DURATION); ${text}`;
}

/** A baseline check's case slice in words, or nothing when the run was no check (its plan is no cut). */
export function checkPlanText(time: TimeReport | undefined, casesSent: number): string | undefined {
  const planned = time?.cut.filter((c) => c.reason === 'check_plan') ?? [];
  if (planned.length === 0) return undefined;
  const left = planned.reduce((n, c) => n + (c.casesNotSent ?? 0), 0);
  return `Check plan: ${casesSent} generated cases sent, chosen by fault-finding power; ${left} others left to a full run by design (CHECK_REQUESTS)`;
}

/** The same, as a line of `summary.md`'s head. */
export function checkPlanLine(time: TimeReport | undefined, casesSent: number): string[] {
  const text = checkPlanText(time, casesSent);
  return text === undefined ? [] : [`- ${text}`];
}

export function timeCutSection(time: TimeReport | undefined): string[] {
  if (time === undefined) return [];
  const cut = cuts(time);
  if (cut.length === 0 && time.examples.planned === time.examples.configured) return [];
  const lines = ['## Cut by the time budget or an unresponsive operation', ''];
  if (time.rateLimit !== undefined) {
    lines.push(`- Rate limit: ${rateLimitText(time.rateLimit)}; the cases were planned to the pace kept`);
  }
  if (time.examples.planned < time.examples.configured) {
    lines.push(
      `- Generated valid examples per operation: ${time.examples.planned} instead of ${time.examples.configured} (EXAMPLES), to fit the time left`,
    );
  }
  for (const c of cut) {
    const where = c.operation === undefined ? c.phase : `#${c.operation} ${c.phase}`;
    lines.push(`- ${where}: ${c.what} (${because[c.reason]})`);
  }
  return [...lines, ''];
}
