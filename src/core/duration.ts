/**
 * @module `MAX_DURATION` values: a bare number is seconds (`300`), or a number with a unit (`300s`,
 * `5m`, `1h`, `1500ms`). One unit only: a budget is a round figure, not a clock reading.
 */

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Milliseconds, or `undefined` when the text is not a duration. */
export function parseDuration(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(text.trim());
  if (m === null) return undefined;
  const unit = (m[2]?.toLowerCase() ?? 's') as keyof typeof UNIT_MS;
  return Math.round(Number(m[1]) * UNIT_MS[unit]);
}

/** `300000` → `5m`, `90000` → `90s`: how a budget is written back in reports and errors. */
export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${(ms / 1000).toFixed(1)}s`;
}
