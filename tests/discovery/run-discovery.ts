/**
 * @module Test support: runs discovery in-process against a reference server with a real client,
 * builds and validates the observed OpenAPI document, and compares it with the server's truth.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { operations } from '../../fixtures/catalog.ts';
import type { IdVariable } from '../../src/core/config.ts';
import { type DiscoverableOperation, type DiscoveryResult, discover } from '../../src/discovery/index.ts';
import { HttpClient } from '../../src/http/client.ts';
import { Pacer } from '../../src/http/pacer.ts';
import { Redactor } from '../../src/http/redactor.ts';
import { writeGapReport } from '../../src/reporting/gap-report/gap-report.ts';
import { buildOpenApi } from '../../src/reporting/openapi/to-openapi.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { type CompareOptions, type Comparison, compareWithTruth } from './compare-truth.ts';

export interface DiscoveryRun {
  readonly result: DiscoveryResult;
  readonly doc: Record<string, unknown>;
  readonly gapReport: string;
  readonly comparison: Comparison;
  readonly requests: number;
  readonly seconds: number;
  readonly client: HttpClient;
}

export interface RunOptions {
  readonly probeLimits?: boolean;
  readonly budget?: number;
  readonly operations?: readonly number[];
  readonly seed?: number;
  readonly log?: boolean;
  readonly sideEffectsAllowed?: boolean;
  /** Overrides the server's seeded ids (e.g. `{}` to rely on chaining). */
  readonly ids?: Readonly<Partial<Record<IdVariable, string>>>;
}

export async function runDiscovery(
  handle: ReferenceServerHandle,
  opts: RunOptions = {},
): Promise<DiscoveryRun> {
  const pacer = new Pacer(100_000, 0);
  const client = new HttpClient({
    baseUrl: new URL(handle.url),
    tokens: handle.tokens,
    timeoutMs: 10_000,
    pacer,
    redactor: new Redactor([handle.tokens.a, handle.tokens.b]),
    sideEffectsAllowed: opts.sideEffectsAllowed ?? true,
  });
  const ops: readonly DiscoverableOperation[] =
    opts.operations === undefined
      ? operations
      : operations.filter((o) => opts.operations?.includes(o.number));
  const started = performance.now();
  try {
    const result = await discover({
      client,
      operations: ops,
      seed: opts.seed ?? 1,
      ids: opts.ids ?? handle.ids,
      hasTokenB: true,
      probeLimits: opts.probeLimits ?? false,
      budget: opts.budget ?? 3000,
      ...(opts.log && { log: (line: string) => console.log(line) }),
    });
    const seconds = (performance.now() - started) / 1000;
    const meta = { title: 'Observed', serverUrl: handle.url, version: 'test' };
    const observed = { observations: result.observations, skipped: client.gate.skipped };
    const doc = buildOpenApi({ ...observed, exchanges: client.exchanges }, ops, meta);
    await SwaggerParser.validate(structuredClone(doc) as never);
    const compareOpts: CompareOptions = {
      limits: opts.probeLimits ?? false,
      ...(opts.operations !== undefined && { operations: opts.operations }),
    };
    return {
      result,
      doc,
      gapReport: writeGapReport(observed, ops, client.exchanges, meta),
      comparison: compareWithTruth(doc, handle.truth, compareOpts),
      requests: pacer.used,
      seconds,
      client,
    };
  } finally {
    await client.close();
  }
}

export function summary(name: string, run: DiscoveryRun): string {
  const c = run.comparison;
  const precision = c.stated === 0 ? 1 : c.correct / c.stated;
  const recall = c.establishable === 0 ? 1 : c.correct / c.establishable;
  return [
    `${name}: precision ${(precision * 100).toFixed(1)}% (${c.correct}/${c.stated}), recall ${(recall * 100).toFixed(1)}% (${c.correct}/${c.establishable}), ${run.requests} requests, ${run.seconds.toFixed(1)} s`,
    ...c.wrong.map((w) => `  WRONG ${w}`),
    ...c.missing.map((m) => `  MISSING ${m}`),
  ].join('\n');
}
