/**
 * @module What every phase of a run shares: the configuration and target, the one client (so the
 * budget, the rate cap and redaction hold for the whole run) and what is fixed once at the start:
 * the target as reports show it (redacted here, once), the credentials sent, the tool, the
 * observed document's header. Phases read it and return their own outcome; none writes it.
 */
import { readFileSync } from 'node:fs';
import { operations } from '../../../fixtures/catalog.ts';
import { type BaselineFile, readBaseline } from '../../baseline/baseline-file.ts';
import { type Config, sideEffectsAllowed } from '../../core/config.ts';
import { type SentCredentials, secretsOf, sentCredentials } from '../../core/credentials.ts';
import type { ProgressListener } from '../../core/progress.ts';
import { OperationBreaker } from '../../http/breaker.ts';
import { HttpClient } from '../../http/client.ts';
import { Pacer } from '../../http/pacer.ts';
import { Redactor } from '../../http/redactor.ts';
import { OBSERVED_TITLE, type OpenApiMeta } from '../../reporting/openapi/to-openapi.ts';
import { loadTraffic, type Traffic } from '../../traffic/load-traffic.ts';
import { withTrafficExamples } from '../../traffic/traffic-examples.ts';
import { scrub } from '../scrub.ts';
import { type ShardRun, shardOf } from '../shard-run.ts';
import type { Target } from '../target.ts';
import { type RunClock, runClock } from '../time-budget.ts';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

export interface RunContext {
  readonly config: Config;
  readonly target: Target;
  readonly log: (line: string) => void;
  readonly progress: ProgressListener;
  readonly tool: { readonly name: string; readonly version: string };
  readonly startedAt: string;
  /** The target as every report and the baseline show it: redacted once, here. */
  readonly targetText: string;
  readonly credentialsSent: SentCredentials;
  /** The header of the document the gate reads the run's facts from. */
  readonly documentMeta: OpenApiMeta;
  /**
   * Read before anything is sent: a missing or broken baseline stops the run first. Recording
   * (`UPDATE_BASELINE=true`): the baseline it replaces, when one can be read.
   */
  readonly baseline: BaselineFile | undefined;
  readonly redactor: Redactor;
  readonly shard: ShardRun;
  readonly sideEffects: boolean;
  readonly hasTokenB: boolean;
  readonly pacer: Pacer;
  readonly breaker: OperationBreaker;
  readonly clock: RunClock;
  readonly client: HttpClient;
  /** `TRAFFIC`, read before anything is sent: its answers stand for discovery's identical requests. */
  readonly traffic?: Traffic;
  /** A token the user put in an example must not reach a report through what was built from it. */
  clean<T>(value: T): T;
}

type Parts = Pick<RunContext, 'config' | 'target' | 'progress' | 'redactor' | 'shard' | 'sideEffects'> &
  Pick<RunContext, 'pacer' | 'breaker' | 'traffic'>;

function openClient(p: Parts): HttpClient {
  const { config, target, pacer } = p;
  return new HttpClient({
    baseUrl: target.url,
    tokens: { ...(target.token && { a: target.token }), ...(target.tokenB && { b: target.tokenB }) },
    timeoutMs: config.requestTimeoutMs,
    pacer,
    redactor: p.redactor,
    sideEffectsAllowed: p.sideEffects,
    credentials: config.credentials,
    onExchange: (ex) => p.progress({ kind: 'request', sent: pacer.used, operation: ex.operation }),
    onProgress: p.progress,
    breaker: p.breaker,
    idPrefix: p.shard.idPrefix,
    ...(p.traffic !== undefined && { recorded: p.traffic.answers }),
  });
}

/**
 * The baseline to check against; when recording, the one this run replaces, if any can be read
 * (it says since when a failure has been known), else none: recording needs no previous baseline.
 */
async function baselineOf(file: string, config: Config): Promise<BaselineFile | undefined> {
  if (!config.updateBaseline) return readBaseline(file);
  return readBaseline(file).catch(() => undefined);
}

function redactorOf(config: Config, target: Target, traffic: Traffic | undefined): Redactor {
  const { a, b } = config.credentials;
  return new Redactor(
    [target.token, target.tokenB, ...secretsOf(a), ...secretsOf(b), ...(traffic?.secrets ?? [])],
    [...Object.keys(a?.headers ?? {}), ...Object.keys(b?.headers ?? {})],
  );
}

export async function openRunContext(
  given: Config,
  target: Target,
  log: (line: string) => void,
  progress: ProgressListener,
  clockStart?: number,
): Promise<RunContext> {
  const startedAt = new Date().toISOString();
  const baseline = given.baseline === undefined ? undefined : await baselineOf(given.baseline, given);
  // Read before anything is sent, like the baseline: a bad file stops the run first (exit 2).
  const traffic =
    given.traffic === undefined ? undefined : loadTraffic(given.traffic, target.ids, target.url.pathname);
  const userExamples = withTrafficExamples(given.userExamples, traffic?.examples ?? new Map());
  const config: Config = { ...given, ...(userExamples !== undefined && { userExamples }) };
  const redactor = redactorOf(config, target, traffic);
  const shard = shardOf(config, operations);
  const pacer = new Pacer(shard.maxRequests, shard.maxRps);
  const sideEffects = sideEffectsAllowed(config, target.url);
  const breaker = new OperationBreaker(config.responseTimeMs);
  const clock = runClock(config, pacer, clockStart);
  pacer.stopAt(clock.sending);
  const parts = { config, target, progress, redactor, shard, sideEffects, pacer, breaker, traffic };
  const targetText = redactor.text(target.url.toString());
  const credentialsSent = sentCredentials(target.token !== undefined, config.credentials.a);
  return {
    ...parts,
    log,
    tool: { name: pkg.name, version: pkg.version },
    startedAt,
    targetText,
    credentialsSent,
    documentMeta: {
      title: OBSERVED_TITLE,
      serverUrl: targetText,
      version: pkg.version,
      credentials: credentialsSent,
    },
    baseline,
    hasTokenB: target.tokenB !== undefined || config.credentials.b !== undefined,
    clock,
    client: openClient(parts),
    clean: (value) => (config.userExamples === undefined ? value : scrub(value, redactor)),
  };
}
