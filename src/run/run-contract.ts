/**
 * @module One contract run, in phases: preflight → discovery → cases and checks → policy. Returns
 * the run record every writer reads. All requests go through one client, so the budget, the rate
 * cap and redaction hold for the whole run.
 */
import { readFileSync } from 'node:fs';
import { operations } from '../../fixtures/catalog.ts';
import { type BaselineFile, readBaseline, writeBaseline } from '../baseline/baseline-file.ts';
import { diffFacts } from '../baseline/drift.ts';
import { driftFindings } from '../baseline/drift-findings.ts';
import { behaviourFacts } from '../baseline/facts.ts';
import { dedupeFindings } from '../checks/run-checks.ts';
import { type Config, sideEffectsAllowed } from '../core/config.ts';
import { secretsOf } from '../core/credentials.ts';
import type { Finding } from '../core/finding.ts';
import type { RunRecord } from '../core/run-record.ts';
import { discover } from '../discovery/discover.ts';
import { writeGapReport } from '../discovery/gap-report.ts';
import { buildOpenApi } from '../discovery/observed-openapi/to-openapi.ts';
import { HttpClient } from '../http/client.ts';
import { Pacer } from '../http/pacer.ts';
import { Redactor } from '../http/redactor.ts';
import { executeCases } from './execute-cases.ts';
import { preflight } from './preflight.ts';
import { regressionsOf } from './regressions.ts';
import type { Target } from './target.ts';

/** Discovery's share of the budget: at most 3,000 requests, leaving room for the cases. */
const DISCOVERY_BUDGET = 3000;

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

function openApiMeta(target: Target, redactor: Redactor, credentials: Config['credentials']) {
  const cookie = credentials.a?.cookie ?? '';
  return {
    title: 'Observed: property, referral and deal operations',
    serverUrl: redactor.text(target.url.toString()),
    version: pkg.version,
    credentials: {
      bearer: target.token !== undefined,
      headers: Object.keys(credentials.a?.headers ?? {}),
      cookies: cookie
        .split(';')
        .flatMap((pair) => (pair.includes('=') ? [pair.split('=')[0]?.trim() ?? ''] : [])),
    },
  };
}

/** With `BASELINE`: compare (drift findings) or, with `UPDATE_BASELINE=true`, record this run's facts. */
async function gateOnBaseline(
  config: Config,
  baseline: BaselineFile | undefined,
  openapi: Record<string, unknown>,
  target: string,
): Promise<Finding[]> {
  if (config.baseline === undefined) return [];
  const facts = behaviourFacts(openapi);
  if (config.updateBaseline) {
    await writeBaseline(config.baseline, { version: 1, createdAt: new Date().toISOString(), target, facts });
    return [];
  }
  return baseline ? driftFindings(diffFacts(baseline.facts, facts), config.seed) : [];
}

export async function runContract(
  config: Config,
  target: Target,
  log: (line: string) => void,
): Promise<RunRecord> {
  const startedAt = new Date().toISOString();
  // Read the baseline first: a missing or broken one should stop the run before it sends anything.
  const baseline =
    config.baseline !== undefined && !config.updateBaseline ? await readBaseline(config.baseline) : undefined;
  const { a, b } = config.credentials;
  const redactor = new Redactor(
    [target.token, target.tokenB, ...secretsOf(a), ...secretsOf(b)],
    [...Object.keys(a?.headers ?? {}), ...Object.keys(b?.headers ?? {})],
  );
  const pacer = new Pacer(config.maxRequests, config.maxRps);
  const client = new HttpClient({
    baseUrl: target.url,
    tokens: { ...(target.token && { a: target.token }), ...(target.tokenB && { b: target.tokenB }) },
    timeoutMs: config.requestTimeoutMs,
    pacer,
    redactor,
    credentials: config.credentials,
  });
  const sideEffects = sideEffectsAllowed(config, target.url);
  const hasTokenB = target.tokenB !== undefined || b !== undefined;
  try {
    await preflight(client);
    log(`discovering ${operations.length} operations at ${target.url.origin}`);
    const discovery = await discover({
      client,
      operations,
      seed: config.seed,
      ids: target.ids,
      hasTokenB,
      sideEffectsAllowed: sideEffects,
      probeLimits: config.probeLimits,
      budget: Math.min(DISCOVERY_BUDGET, Math.floor(pacer.remaining * 0.75)),
      log,
    });
    log(`discovery done after ${pacer.used} requests; sending generated cases`);
    const casesFrom = pacer.used;
    const phase = await executeCases(client, operations, discovery, config, {
      sideEffects,
      hasTokenB,
    });
    log(`cases: ${phase.cases.length} cases, ${pacer.used - casesFrom} requests`);
    const openapi = buildOpenApi(
      discovery,
      operations,
      openApiMeta(target, redactor, config.credentials),
    ) as Record<string, unknown>;
    const drift = await gateOnBaseline(config, baseline, openapi, redactor.text(target.url.toString()));
    const findings = [...dedupeFindings(phase.findings), ...drift];
    const meta = {
      tool: { name: pkg.name, version: pkg.version },
      startedAt,
      finishedAt: new Date().toISOString(),
      target: redactor.text(target.url.toString()),
      embeddedSandbox: target.embeddedSandbox,
      seed: config.seed,
      examples: config.examples,
      requestsSent: pacer.used,
      maxRequests: config.maxRequests,
      maxRps: config.maxRps,
      sideEffectsAllowed: sideEffects,
      probeLimits: config.probeLimits,
      hasTokenB,
      budgetExhausted: phase.budgetExhausted || pacer.remaining <= 0,
      ...(config.baseline !== undefined && {
        baseline: { file: config.baseline, updated: config.updateBaseline },
      }),
    };
    return {
      meta,
      verdict: findings.some((f) => f.fails) ? 'fail' : 'pass',
      findings,
      skipped: discovery.operations
        .filter((d) => d.skipped !== undefined)
        .map((d) => ({ operation: d.operation, reason: d.skipped as string })),
      cases: phase.cases,
      openapi,
      gapReport: writeGapReport(
        discovery,
        operations,
        client.exchanges,
        openApiMeta(target, redactor, config.credentials),
      ),
      observations: discovery.observations,
      regressions: regressionsOf(findings, phase.cases, discovery, sideEffects),
      exchanges: client.exchanges,
    };
  } finally {
    await client.close();
  }
}
