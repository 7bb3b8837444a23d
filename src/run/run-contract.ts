/**
 * @module One contract run, in phases: preflight → discovery → cases and checks → policy. Returns
 * the run record every writer reads. All requests go through one client, so the budget, the rate
 * cap and redaction hold for the whole run.
 */
import { readFileSync } from 'node:fs';
import { operations } from '../../fixtures/catalog.ts';
import { readBaseline } from '../baseline/baseline-file.ts';
import { gateOnBaseline } from '../baseline/gate.ts';
import { incompleteOperations } from '../baseline/incomplete.ts';
import { learnOrCheck } from '../baseline/learn-or-check.ts';
import { witnessCoverage } from '../baseline/witness-coverage.ts';
import { operationResponsiveFindings } from '../checks/operation-responsive.ts';
import { dedupeFindings, orderFindings } from '../checks/run-checks.ts';
import { type Config, sideEffectsAllowed } from '../core/config.ts';
import { secretsOf, sentCredentials } from '../core/credentials.ts';
import type { ProgressListener } from '../core/progress.ts';
import type { RunRecord } from '../core/run-record.ts';
import { OperationBreaker } from '../http/breaker.ts';
import { HttpClient } from '../http/client.ts';
import { Pacer } from '../http/pacer.ts';
import { RateGauge } from '../http/rate-gauge.ts';
import { Redactor } from '../http/redactor.ts';
import { asksToWait } from '../http/retry-after.ts';
import { buildOpenApi, OBSERVED_TITLE } from '../reporting/openapi/to-openapi.ts';
import { checkContexts } from './check-contexts.ts';
import { executeCases } from './execute-cases.ts';
import { judgeRun } from './judge-run.ts';
import { withObservedRateLimit } from './observed-rate.ts';
import { preflight } from './preflight.ts';
import { regressionsOf } from './regressions.ts';
import { scrub } from './scrub.ts';
import { checkSetup } from './setup-probes.ts';
import { shardOf } from './shard-run.ts';
import type { Target } from './target.ts';
import { runClock } from './time-budget.ts';
import { discoveryCutByTime, timeReportOf } from './time-report.ts';

/** Discovery's share of the budget: at most 3,000 requests, leaving room for the cases. */
const DISCOVERY_BUDGET = 3000;

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

function openApiMeta(target: Target, redactor: Redactor, credentials: Config['credentials']) {
  return {
    title: OBSERVED_TITLE,
    serverUrl: redactor.text(target.url.toString()),
    version: pkg.version,
    credentials: sentCredentials(target.token !== undefined, credentials.a),
  };
}

export async function runContract(
  config: Config,
  target: Target,
  log: (line: string) => void,
  progress: ProgressListener = () => {},
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
  const shard = shardOf(config, operations);
  const pacer = new Pacer(shard.maxRequests, shard.maxRps);
  const sideEffects = sideEffectsAllowed(config, target.url);
  const gauge = new RateGauge();
  const breaker = new OperationBreaker(config.responseTimeMs);
  const clock = runClock(config, gauge);
  pacer.stopAt(clock.sending);
  // Once the server has said "wait", every request keeps below the rate it was seen to allow.
  pacer.paceBy(() => gauge.paceRps());
  const client = new HttpClient({
    baseUrl: target.url,
    tokens: { ...(target.token && { a: target.token }), ...(target.tokenB && { b: target.tokenB }) },
    timeoutMs: config.requestTimeoutMs,
    pacer,
    redactor,
    sideEffectsAllowed: sideEffects,
    credentials: config.credentials,
    onExchange: (ex, auth) => {
      gauge.observe(ex, Date.now(), auth === 'token' || auth === 'other_tenant' ? auth : 'anonymous');
      progress({ kind: 'request', sent: pacer.used, operation: ex.operation });
    },
    onProgress: progress,
    breaker,
    idPrefix: shard.idPrefix,
  });
  const hasTokenB = target.tokenB !== undefined || b !== undefined;
  try {
    progress({ kind: 'phase', phase: 'preflight' });
    await preflight(client);
    // Setup mistakes (no operation under the base URL, a refused token) stop here with exit 2.
    await checkSetup(client, shard.operations, {
      sideEffects,
      hasCredentials: target.token !== undefined || a !== undefined,
      credentialName: target.token !== undefined ? 'ACCESS_TOKEN' : 'the credentials of EXTRA_HEADERS/COOKIE',
    });
    progress({ kind: 'phase', phase: 'discovery' });
    log(
      `discovering ${shard.operations.length} operations${shard.label} at ${target.url.origin}${target.url.pathname}`,
    );
    const discoveryTime = clock.discovery();
    pacer.stopAt(discoveryTime.deadline);
    const learned = await learnOrCheck(
      config,
      baseline,
      {
        client,
        operations: shard.operations,
        seed: config.seed,
        ids: target.ids,
        hasTokenB,
        ...(config.userExamples !== undefined && { examples: config.userExamples }),
        probeLimits: config.probeLimits,
        budget: Math.min(DISCOVERY_BUDGET, Math.floor(pacer.remaining * 0.75)),
        time: discoveryTime,
        log,
      },
      () => gauge.learned,
    );
    let { discovery } = learned;
    pacer.stopAt(clock.sending);
    log(`${learned.mode} done after ${pacer.used} requests; sending generated cases`);
    const discoveryExchanges = [...client.exchanges];
    const contexts = checkContexts(
      shard.operations,
      discovery,
      config.responseTimeMs,
      config.userExamples,
      config.publicOperations,
    );
    const casesFrom = pacer.used;
    // The cases walk the operations in catalog order: the position of the current one gives an ETA.
    progress({ kind: 'phase', phase: 'cases', operations: shard.operations.map((o) => o.number) });
    const phase = await executeCases(client, shard.operations, discovery, config, {
      sideEffects,
      hasTokenB,
      time: clock.cases(),
      breaker,
      ...(learned.checkCases !== undefined && { checkCases: learned.checkCases(pacer.used) }),
      contexts,
      rateVersion: () => gauge.version,
      sendingMs: clock.sending.at - clock.startedAt,
    });
    // The run's answers may have shown a rate limit no header states: it is a fact of the server.
    discovery = withObservedRateLimit(discovery, gauge.learned, client.exchanges);
    const told = new Set(client.exchanges.filter((ex) => asksToWait(ex.response)).map((ex) => ex.id));
    const stillWaiting = phase.cases.filter((r) => told.has(r.exchangeId)).length;
    if (stillWaiting > 0)
      log(`${stillWaiting} cases still answered "wait" (429) after waiting and resending: not judged`);
    // A time-cut discovery is not recorded as the baseline (facts it never reached would be missing
    // from it); when checking, the gate leaves the operations it could not restate out instead.
    const baselineCut =
      config.baseline !== undefined && config.updateBaseline && discoveryCutByTime(discovery);
    const time = timeReportOf({
      baselineCut,
      maxDurationMs: config.maxDurationMs,
      startedAt: clock.startedAt,
      configuredExamples: config.examples,
      discovery,
      cases: phase,
      trips: breaker.tripped,
      rateLimit: gauge.learned,
      exchanges: client.exchanges,
    });
    const budgetCuts = time.cut.filter((c) => c.reason !== 'check_plan');
    if (budgetCuts.length > 0)
      log(`cut to fit the time budget or unresponsive: ${budgetCuts.length} items (see summary.md)`);
    log(`cases: ${phase.cases.length} cases, ${pacer.used - casesFrom} requests`);
    // A token the user put in an example must not reach a report through what was built from it.
    const clean = <T>(v: T): T => (config.userExamples === undefined ? v : scrub(v, redactor));
    const observed = { observations: clean(discovery.observations), skipped: client.gate.skipped };
    const judged = judgeRun({
      discoveryExchanges,
      cases: phase.cases,
      exchanges: client.exchanges,
      contexts,
      // An operation whose breaker opened was judged (operation_responsive), not cut by a budget.
      completed: [...phase.completed, ...breaker.tripped.map((t) => t.operation)],
      skipped: observed.skipped.map((s) => s.operation),
      seed: config.seed,
    });
    // The harness's own gap, one line each, apart from operations the server failed.
    for (const u of judged.unverified) if (u.line !== undefined) log(u.line);
    const openapi = buildOpenApi(
      observed,
      shard.operations,
      openApiMeta(target, redactor, config.credentials),
    ) as Record<string, unknown>;
    const unresponsiveOps = breaker.tripped.map((t) => t.operation);
    if (baselineCut) log('BASELINE: no baseline recorded: discovery was cut by MAX_DURATION');
    const drift = baselineCut
      ? []
      : await gateOnBaseline(config, baseline, {
          openapi,
          observations: observed.observations,
          unresponsive: unresponsiveOps,
          limitsProbed:
            (learned.mode === 'check'
              ? baseline?.facts['server limits'] !== undefined
              : config.probeLimits) && !time.deadlineReached,
          rateLimit: gauge.learned,
          incomplete: incompleteOperations(
            time,
            unresponsiveOps,
            discovery.observations,
            shard.operations.map((o) => o.number),
          ),
          target: redactor.text(target.url.toString()),
          owns: shard.ownsFact,
          discovery,
          exchanges: client.exchanges,
          ...(learned.replays !== undefined && { replays: learned.replays }),
        });
    const unresponsive = operationResponsiveFindings(breaker.tripped, config);
    const judgedFindings = dedupeFindings([...phase.findings, ...judged.findings, ...unresponsive]);
    const findings = clean([...orderFindings(judgedFindings), ...drift]);
    const meta = {
      tool: { name: pkg.name, version: pkg.version },
      startedAt,
      finishedAt: new Date().toISOString(),
      target: redactor.text(target.url.toString()),
      credentialsSent: sentCredentials(target.token !== undefined, config.credentials.a),
      embeddedSandbox: target.embeddedSandbox,
      seed: config.seed,
      examples: config.examples,
      requestsSent: pacer.used,
      maxRequests: shard.maxRequests,
      maxRps: shard.maxRps,
      sideEffectsAllowed: sideEffects,
      probeLimits: config.probeLimits,
      hasTokenB,
      budgetExhausted: phase.budgetExhausted || pacer.remaining <= 0,
      ...(config.publicOperations.length > 0 && { publicOperations: config.publicOperations }),
      ...(config.baseline !== undefined && {
        baseline: {
          file: config.baseline,
          updated: config.updateBaseline,
          mode: learned.mode,
          ...(learned.replays !== undefined && {
            witnesses: learned.replays.length,
            disagreeing: learned.replays.filter((r) => r.differs.length > 0).length,
            replayed: witnessCoverage(learned.replays),
          }),
        },
      }),
    };
    return {
      meta,
      verdict: findings.some((f) => f.fails) ? 'fail' : 'pass',
      findings,
      skipped: [...observed.skipped, ...judged.cut],
      unverified: judged.unverified,
      cases: clean(phase.cases),
      observations: observed.observations,
      conventions: discovery.conventions,
      regressions: clean(regressionsOf(findings, phase.cases, discovery, sideEffects)),
      exchanges: client.exchanges,
      ...(learned.baselineExchanges !== undefined && { baselineExchanges: learned.baselineExchanges }),
      time,
      ...(shard.record && { shard: shard.record }),
    };
  } finally {
    await client.close();
  }
}
