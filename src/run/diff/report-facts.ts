/**
 * @module The facts of one side of `contract:diff`: a report directory (its `run.json`, read as the
 * gate reads a run: the observed document rebuilt from the observations, the error answers, the
 * limits, the operations that stopped answering in time) or a baseline (`baselines/` format, its
 * facts as recorded). Nothing is sent anywhere; a side that cannot be read is one line, exit 2.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { type OperationNumber, operations } from '../../../fixtures/catalog.ts';
import { readBaseline } from '../../baseline/baseline-file.ts';
import { behaviourFacts, type Facts } from '../../baseline/facts.ts';
import { incompleteOperations } from '../../baseline/incomplete.ts';
import { ConfigError } from '../../core/errors.ts';
import type { RateLimitFact } from '../../core/observation.ts';
import type { RunFile } from '../../core/run-record.ts';
import { buildOpenApi, OBSERVED_TITLE } from '../../reporting/openapi/to-openapi.ts';

export interface FactsSide {
  /** How the reports name it: the directory's or the baseline's name. */
  readonly label: string;
  readonly path: string;
  /** The target it was learned from, redacted as recorded. */
  readonly target: string;
  readonly facts: Facts;
  /** Operations it did not finish learning: their missing facts are not "gone". */
  readonly incomplete: ReadonlySet<OperationNumber>;
}

const VARIABLE = 'contract:diff';

function runFacts(dir: string): FactsSide {
  const file = join(dir, 'run.json');
  let run: RunFile;
  try {
    run = JSON.parse(readFileSync(file, 'utf8')) as RunFile;
  } catch {
    throw new ConfigError(VARIABLE, `${file} is not a run record (run.json of npm run contract)`);
  }
  if (!Array.isArray(run.observations) || run.meta === undefined)
    throw new ConfigError(VARIABLE, `${file} is not a run record (no observations)`);
  const meta = { title: OBSERVED_TITLE, serverUrl: run.meta.target, version: run.meta.tool.version };
  const openapi = buildOpenApi(
    { observations: run.observations, skipped: run.skipped },
    operations,
    run.meta.credentialsSent === undefined ? meta : { ...meta, credentials: run.meta.credentialsSent },
  );
  const unresponsive = run.findings
    .filter((f) => f.check === 'operation_responsive' && f.operation > 0)
    .map((f) => f.operation as OperationNumber);
  const deadline = run.time?.deadlineReached ?? false;
  // A run recorded before the rate was stated as measured has `{limit, windowSeconds}`: a claim.
  const rate = run.time?.rateLimit as RateLimitFact | { limit: number; windowSeconds: number } | undefined;
  const facts = behaviourFacts({
    openapi: openapi as Record<string, unknown>,
    observations: run.observations,
    unresponsive,
    limitsProbed: run.meta.probeLimits && !deadline,
    rateLimit:
      rate === undefined || !('limit' in rate)
        ? rate
        : { source: 'headers', claimed: { limit: rate.limit, windowSeconds: rate.windowSeconds } },
  });
  const incomplete =
    run.time === undefined
      ? new Set(unresponsive)
      : incompleteOperations(
          run.time,
          unresponsive,
          run.observations,
          operations.map((o) => o.number),
        );
  return { label: basename(resolve(dir)), path: dir, target: run.meta.target, facts, incomplete };
}

async function baselineFacts(file: string): Promise<FactsSide> {
  const baseline = await readBaseline(file).catch((err: unknown) => {
    throw new ConfigError(VARIABLE, `${file} is not a baseline (${(err as Error).message.split('\n')[0]})`);
  });
  const label = basename(file).replace(/\.json$/, '');
  return { label, path: file, target: baseline.target, facts: baseline.facts, incomplete: new Set() };
}

/** One side: a report directory (with `run.json`) or a baseline file. */
export async function readFactsSide(path: string): Promise<FactsSide> {
  if (!existsSync(path)) throw new ConfigError(VARIABLE, `${path} does not exist`);
  return statSync(path).isDirectory() ? runFacts(path) : baselineFacts(path);
}
