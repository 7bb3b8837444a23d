/**
 * @module Records `fixtures/recorded-run.json`, the run the report writers are tested over:
 * `npx tsx tests/support/record-run.ts`. One in-process run against a sandbox with four faults and
 * side effects off (so it has findings of several checks and skipped operations), cut down to a few
 * operations, with times, the port and the sandbox's random ids blanked so a new recording of the
 * same code gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/core/config.ts';
import type { RecordedResponse } from '../../src/core/exchange.ts';
import type { RunRecord } from '../../src/core/run-record.ts';
import { runContract } from '../../src/run/run-contract.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import { projectRoot } from './cli.ts';
import { serverTarget, targetEnv } from './target-env.ts';

/** Operations kept: a create, migrate-products (pinned), a skipped one, a GET with a body, a note. */
const KEPT = new Set([1, 6, 7, 8, 13]);
const TIME = '2000-01-01T00:00:00.000Z';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Evidence kept per fact, and cases per operation besides the findings' own. */
const EVIDENCE = 2;
const CASES = 4;

function keep(run: RunRecord): RunRecord {
  const kept = (operation: number | undefined) => operation === undefined || KEPT.has(operation);
  const observations = run.observations
    .filter((o) => (o.kind === 'rate_limit' ? o.operations.some(kept) : kept(o.operation)))
    .map((o) => ({
      ...o,
      evidence: { ...o.evidence, exchangeIds: o.evidence.exchangeIds.slice(0, EVIDENCE) },
    }));
  const findings = run.findings
    .filter((f) => kept(f.operation))
    .map((f) => ({ ...f, exchangeIds: f.exchangeIds.slice(0, EVIDENCE) }));
  const found = new Set(findings.map((f) => f.caseId.replace(/:shrunk$/, '')));
  const cases = run.cases.filter(
    (r, i, all) =>
      kept(r.case.operation) &&
      (found.has(r.case.id) ||
        all.slice(0, i).filter((x) => x.case.operation === r.case.operation).length < CASES),
  );
  const ids = new Set([
    ...observations.flatMap((o) => o.evidence.exchangeIds),
    ...findings.flatMap((f) => f.exchangeIds),
    ...cases.map((r) => r.exchangeId),
  ]);
  return {
    ...run,
    findings,
    skipped: run.skipped.filter((s) => kept(s.operation)),
    cases,
    observations,
    regressions: run.regressions.filter((r) => kept(r.stored.operation)),
    exchanges: run.exchanges.filter((ex) => ids.has(ex.id)),
  };
}

/** Long bodies (the length and size probes') cut short, as the client records an oversized answer. */
const BODY = 300;
const cut = (text: string) => (text.length > BODY ? `${text.slice(0, BODY)}…` : text);

function blankResponse(res: RecordedResponse): RecordedResponse {
  // The date and the seconds left in the rate-limit window move with the clock.
  const headers = Object.fromEntries(
    Object.entries({ ...res.headers, date: 'Sat, 01 Jan 2000 00:00:00 GMT' }).map(([k, v]) => [
      k,
      /reset$/.test(k) ? '60' : v,
    ]),
  );
  if (res.body.length <= BODY) return { ...res, headers };
  const { json: _dropped, ...rest } = res;
  return { ...rest, headers, body: cut(res.body), truncated: true };
}

/** The port, clock times and the sandbox's random ids (numbered by first appearance) blanked. */
function blankText(run: RunRecord): RunRecord {
  const seen = new Map<string, string>();
  const text = JSON.stringify(run)
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, TIME)
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:4010')
    .replace(UUID, (id) => {
      const n = seen.get(id) ?? `00000000-0000-4000-8000-${String(seen.size + 1).padStart(12, '0')}`;
      seen.set(id, n);
      return n;
    });
  return JSON.parse(text) as RunRecord;
}

/** Then durations, clock-bound headers and long bodies. */
function blank(run: RunRecord): RunRecord {
  return {
    ...run,
    exchanges: run.exchanges.map((ex) => ({
      ...ex,
      durationMs: 0,
      request: { ...ex.request, ...(ex.request.body !== undefined && { body: cut(ex.request.body) }) },
      ...(ex.response && { response: blankResponse(ex.response) }),
    })),
  };
}

const sandbox = await startSandbox({
  faults: ['stack-trace-leak', 'html-errors', 'server-error-on-non-ascii', 'auth-bypass'],
});
try {
  const env = { ...targetEnv(sandbox), SEED: '7', EXAMPLES: '1', ALLOW_SIDE_EFFECTS: 'false' };
  const run = await runContract(loadConfig(env), serverTarget(sandbox), () => {}, undefined, Date.now());
  const file = join(projectRoot, 'fixtures/recorded-run.json');
  writeFileSync(file, `${JSON.stringify(blank(blankText(keep(run))), null, 1)}\n`);
  process.stdout.write(`wrote ${file}\n`);
} finally {
  await sandbox.close();
}
