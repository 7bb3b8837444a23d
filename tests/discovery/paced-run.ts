/**
 * @module One run of the real command against a limited server (`tests/servers/limiters/`), or the
 * same legacy server with the limiter removed, and what it shows: how much of the allowed rate the
 * run used (`rateUse`: tenant A's answers that passed over its span, over what the limiter allows in
 * that span from rest: its burst and its rate for the rest), the share of requests answered 429, the limit it stated against the limiter's own, and the
 * facts it established, scored against the server's truth (`compare-truth.ts`).
 */
import { startLegacyServer } from '../servers/legacy/index.ts';
import { type LimitedKind, startLimitedServer } from '../servers/limiters/index.ts';
import { runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';
import { compareWithTruth } from './compare-truth.ts';

export interface PacedRun {
  readonly code: number | null;
  readonly seconds: number;
  readonly requests: number;
  readonly throttled: number;
  /** Absent with the limiter removed. */
  readonly rateUse?: number;
  readonly share429: number;
  /** The stated sustained rate over the limiter's rate (absent: none stated as measured). */
  readonly statedRatio?: number;
  readonly stated?: unknown;
  /** Operation facts stated as the truth holds them (keys, e.g. `op1.bedrooms.maximum`). */
  readonly correctFacts: readonly string[];
  readonly wrong: readonly string[];
  /** The command's stderr, for a run that did not exit 0. */
  readonly stderr: string;
  /** Seconds from the first request to each 429. */
  readonly throttledAt: readonly number[];
}

export interface PacedRunOptions {
  /** `undefined`: the legacy server with no limiter. */
  readonly kind?: LimitedKind;
  readonly scale?: number;
  /** `MAX_DURATION` as the command reads it (unset: the default 10 minutes). */
  readonly maxDuration?: string;
  readonly timeoutMs?: number;
}

interface Har {
  readonly log: { entries: { startedDateTime: string; response: { status: number } }[] };
}

export async function pacedRun(opts: PacedRunOptions): Promise<PacedRun> {
  const limited =
    opts.kind === undefined
      ? undefined
      : await startLimitedServer({ kind: opts.kind, scale: opts.scale ?? 1 });
  const server = limited ?? (await startLegacyServer());
  try {
    const run = await runContractCli(
      { ...targetEnv(server), ...(opts.maxDuration !== undefined && { MAX_DURATION: opts.maxDuration }) },
      opts.timeoutMs ?? 15 * 60_000,
    );
    const entries = run.json<Har>('exchanges.har').log.entries;
    const throttled = entries.filter((e) => e.response.status === 429).length;
    const doc = run.json<Record<string, unknown>>('openapi.json');
    const comparison = compareWithTruth(doc, server.truth);
    const stated = doc['x-rate-limit'] as { sustainedRps?: number } | undefined;
    const a = limited?.counts().a;
    const rps = limited?.limiter.rps;
    return {
      code: run.code,
      seconds: run.ms / 1000,
      requests: entries.length,
      throttled,
      ...(a !== undefined &&
        limited !== undefined && {
          rateUse: a.passed / (limited.limiter.burst + (limited.limiter.rps * (a.lastAt - a.firstAt)) / 1000),
        }),
      share429: throttled / Math.max(1, entries.length),
      ...(stated?.sustainedRps !== undefined &&
        rps !== undefined && { statedRatio: stated.sustainedRps / rps }),
      ...(stated !== undefined && { stated }),
      correctFacts: comparison.correctFacts,
      wrong: comparison.wrong,
      stderr: run.code === 0 ? '' : run.stderr,
      throttledAt: entries
        .filter((e) => e.response.status === 429)
        .map((e) => (Date.parse(e.startedDateTime) - Date.parse(entries[0]?.startedDateTime ?? '')) / 1000),
    };
  } finally {
    await server.close();
  }
}

/** The share of the unlimited run's correct facts the limited run also states correctly. */
export function keptShare(limited: PacedRun, unlimited: PacedRun): number {
  const kept = new Set(limited.correctFacts);
  const base = unlimited.correctFacts;
  return base.length === 0 ? 1 : base.filter((f) => kept.has(f)).length / base.length;
}
