/**
 * @module The merge of shards: the shards' run records and exchanges, checked to be one run cut in
 * `n` (same seed and settings, each shard once), become the record one whole run would have given.
 * The observed document and the gap report are not in it: the writers build them from the merged
 * observations, as for one run. Findings, cases and skipped operations are put back in catalog order.
 */

import { orderFindings } from '../checks/merge-findings.ts';
import type { ServerConventions } from '../core/conventions.ts';
import { ConfigError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { Observation } from '../core/observation.ts';
import type { RunFile, RunRecord } from '../core/run-record.ts';
import type { ShardRecord } from '../core/shard.ts';
import type { TimeReport } from '../core/time-report.ts';
import { mergeTrafficReports, type TrafficReport } from '../core/traffic-report.ts';

export interface ShardInput {
  /** Where it was read from, for error messages. */
  readonly dir: string;
  readonly run: RunFile;
  readonly exchanges: readonly Exchange[];
}

type Sharded = ShardInput & { readonly shard: ShardRecord };

const byOperation = <T>(items: readonly T[], op: (item: T) => number | undefined) =>
  [...items].sort((a, b) => (op(a) ?? 0) - (op(b) ?? 0));

const isDrift = (f: Finding) => f.check === 'drift' || f.check === 'drift_compatible';

/** The judged findings in the order one run gives them, then the drift: as one run lists them. */
function mergeFindings(shards: readonly Sharded[]): Finding[] {
  const all = shards.flatMap((s) => s.run.findings);
  const drift = byOperation(all.filter(isDrift), (f) => f.operation);
  return [...orderFindings(all.filter((f) => !isDrift(f))), ...drift];
}

function mergeConventions(shards: readonly Sharded[]): ServerConventions {
  return {
    failureBodyUnder2xx: shards.some((s) => s.run.conventions.failureBodyUnder2xx),
    operations: byOperation(
      shards.flatMap((s) => s.run.conventions.operations),
      (c) => c.operation,
    ),
  };
}

function checked(inputs: readonly ShardInput[]): Sharded[] {
  const sharded = inputs.map((i) => {
    if (!i.run.shard)
      throw new ConfigError('merge', `${i.dir} is not a shard's output (run without --shard)`);
    return { ...i, shard: i.run.shard };
  });
  const first = sharded[0];
  if (!first) throw new ConfigError('merge', 'no shard directories given');
  const count = first.shard.count;
  for (const s of sharded) {
    const differs = (
      ['seed', 'examples', 'embeddedSandbox', 'sideEffectsAllowed', 'hasTokenB'] as const
    ).find((k) => s.run.meta[k] !== first.run.meta[k]);
    if (s.shard.count !== count)
      throw new ConfigError('merge', `${s.dir} is a shard of ${s.shard.count}, not ${count}`);
    if (differs)
      throw new ConfigError('merge', `${s.dir} differs from ${first.dir} in ${differs}: not one run`);
  }
  for (let index = 1; index <= count; index += 1) {
    const found = sharded.filter((s) => s.shard.index === index);
    if (found.length !== 1) {
      throw new ConfigError('merge', `shard ${index}/${count} given ${found.length} times (each once)`);
    }
  }
  return byOperation(sharded, (s) => s.shard.index);
}

function mergeObservations(shards: readonly Sharded[]): Observation[] {
  const perOperation: Observation[] = [];
  const global = new Map<string, Observation>();
  for (const o of shards.flatMap((s) => s.run.observations)) {
    if ('operation' in o && o.operation !== undefined) perOperation.push(o);
    else if (o.kind === 'rate_limit') {
      const seen = global.get('rate_limit');
      const base = seen?.kind === 'rate_limit' ? seen : o;
      const ops = [...new Set([...base.operations, ...o.operations])].sort((a, b) => a - b);
      global.set('rate_limit', { ...base, operations: ops });
    } else if (!global.has(`${o.kind} ${o.topic} ${o.reason}`))
      global.set(`${o.kind} ${o.topic} ${o.reason}`, o);
  }
  return [...byOperation(perOperation, (o) => ('operation' in o ? o.operation : 0)), ...global.values()];
}

function mergeTime(shards: readonly Sharded[]): TimeReport | undefined {
  const times = shards.flatMap((s) => (s.run.time ? [s.run.time] : []));
  const [first] = times;
  if (!first) return undefined;
  const rateLimit = times.find((t) => t.rateLimit)?.rateLimit;
  return {
    maxDurationMs: first.maxDurationMs,
    sendingMs: Math.max(...times.map((t) => t.sendingMs)),
    deadlineReached: times.some((t) => t.deadlineReached),
    ...(rateLimit && { rateLimit }),
    examples: {
      configured: first.examples.configured,
      planned: Math.min(...times.map((t) => t.examples.planned)),
    },
    cut: byOperation(
      times.flatMap((t) => t.cut),
      (c) => c.operation,
    ),
  };
}

function optionalTraffic(traffic: TrafficReport | undefined): { traffic?: TrafficReport } {
  return traffic === undefined ? {} : { traffic };
}

export function mergeShards(inputs: readonly ShardInput[]): RunRecord {
  const shards = checked(inputs);
  const first = shards[0] as Sharded;
  const meta = first.run.meta;
  const findings = mergeFindings(shards);
  const time = mergeTime(shards);
  return {
    meta: {
      ...meta,
      startedAt: shards.map((s) => s.run.meta.startedAt).sort()[0] as string,
      finishedAt: shards
        .map((s) => s.run.meta.finishedAt)
        .sort()
        .at(-1) as string,
      requestsSent: shards.reduce((n, s) => n + s.run.meta.requestsSent, 0),
      maxRequests: shards.reduce((n, s) => n + s.run.meta.maxRequests, 0),
      maxRps: shards.reduce((n, s) => n + s.run.meta.maxRps, 0),
      budgetExhausted: shards.some((s) => s.run.meta.budgetExhausted),
      ...optionalTraffic(mergeTrafficReports(shards.map((s) => s.run.meta.traffic))),
      // Each shard replayed its own operations' witnesses: the suites count every shard's.
      ...(meta.baseline?.replayed && {
        baseline: { ...meta.baseline, replayed: shards.flatMap((s) => s.run.meta.baseline?.replayed ?? []) },
      }),
    },
    verdict: findings.some((f) => f.fails) ? 'fail' : 'pass',
    findings,
    skipped: byOperation(
      shards.flatMap((s) => s.run.skipped),
      (s) => s.operation,
    ),
    unverified: byOperation(
      shards.flatMap((s) => s.run.unverified),
      (u) => u.operation,
    ),
    notEstablished: byOperation(
      shards.flatMap((s) => s.run.notEstablished),
      (n) => n.operation,
    ),
    cases: byOperation(
      shards.flatMap((s) => s.run.cases),
      (c) => c.case.operation,
    ),
    observations: mergeObservations(shards),
    conventions: mergeConventions(shards),
    regressions: shards.flatMap((s) => s.run.regressions),
    exchanges: shards.flatMap((s) => s.exchanges),
    ...(time && { time }),
  };
}
