/**
 * @module One contract run, in phases: preflight → discovery → cases and checks → policy. Returns
 * the run record every writer reads. All requests go through one client, so the budget, the rate
 * cap and redaction hold for the whole run.
 */
import { readFileSync } from 'node:fs';
import { operations } from '../../fixtures/catalog.ts';
import { dedupeFindings } from '../checks/run-checks.ts';
import { type Config, sideEffectsAllowed } from '../core/config.ts';
import type { RunRecord } from '../core/run-record.ts';
import { discover } from '../discovery/discover.ts';
import { writeGapReport } from '../discovery/gap-report.ts';
import { buildOpenApi } from '../discovery/to-openapi.ts';
import { HttpClient } from '../http/client.ts';
import { Pacer } from '../http/pacer.ts';
import { Redactor } from '../http/redactor.ts';
import { executeCases } from './execute-cases.ts';
import { preflight } from './preflight.ts';
import type { Target } from './target.ts';

/** Discovery's share of the budget: at most 3,000 requests, leaving room for the cases. */
const DISCOVERY_BUDGET = 3000;

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

export async function runContract(
  config: Config,
  target: Target,
  log: (line: string) => void,
): Promise<RunRecord> {
  const startedAt = new Date().toISOString();
  const redactor = new Redactor([target.token, target.tokenB]);
  const pacer = new Pacer(config.maxRequests, config.maxRps);
  const client = new HttpClient({
    baseUrl: target.url,
    tokens: { ...(target.token && { a: target.token }), ...(target.tokenB && { b: target.tokenB }) },
    timeoutMs: config.requestTimeoutMs,
    pacer,
    redactor,
  });
  const sideEffects = sideEffectsAllowed(config, target.url);
  const hasTokenB = target.tokenB !== undefined;
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
    const phase = await executeCases(client, operations, discovery.operations, config, {
      sideEffects,
      hasTokenB,
    });
    const findings = dedupeFindings(phase.findings);
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
    };
    const openApiMeta = {
      title: 'Observed: property, referral and deal operations',
      serverUrl: meta.target,
      version: meta.finishedAt,
    };
    return {
      meta,
      verdict: findings.some((f) => f.fails) ? 'fail' : 'pass',
      findings,
      skipped: discovery.operations
        .filter((d) => d.skipped !== undefined)
        .map((d) => ({ operation: d.operation, reason: d.skipped as string })),
      cases: phase.cases,
      openapi: buildOpenApi(discovery, operations, openApiMeta) as Record<string, unknown>,
      gapReport: writeGapReport(discovery, operations, client.exchanges, openApiMeta),
      observations: discovery.observations,
      exchanges: client.exchanges,
    };
  } finally {
    await client.close();
  }
}
