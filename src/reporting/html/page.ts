/**
 * @module `index.html`, the place to read a run: one self-contained page (no network). The first
 * screen: the verdict, what fails the run and the differences from the document. Then the findings
 * (filterable), the drift diff, each operation's document-versus-observed view (badges, a filter
 * for those that differ, expand all), the gap report, and what was skipped or cut. The linked
 * exchanges ride along in a JSON island.
 */
import { type OperationNumber, operations } from '../../../fixtures/catalog.ts';
import type { Observation } from '../../core/observation.ts';
import type { RunRecord } from '../../core/run-record.ts';
import type { TrafficReport } from '../../core/traffic-report.ts';
import { DECLARED_NOTE, declaredExceptions } from '../declared-exceptions.ts';
import { differencesLine } from '../differences/differences.ts';
import { gapModel } from '../gap-report/gap-model.ts';
import { recordOperations } from '../openapi-json.ts';
import { operationStats } from '../operation-stats.ts';
import { trafficSentences } from '../traffic-lines.ts';
import { coverageView } from './coverage-view.ts';
import { differencesView, failingView } from './differences-view.ts';
import { driftView } from './drift-view.ts';
import { esc, jsonIsland } from './escape.ts';
import { EvidenceLinks } from './evidence.ts';
import { anchorFindings, findingsView } from './findings-view.ts';
import { gapView } from './gap-view.ts';
import { operationView } from './operation-view.ts';
import { script } from './script.ts';
import { style } from './style.ts';

/** A server-wide fact names the operations it holds for; the others name their own. */
function concerns(o: Observation, op: OperationNumber): boolean {
  if ('operations' in o) return o.operations.includes(op);
  return o.operation === op;
}

function scenarioCounts(run: RunRecord, op: OperationNumber): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { case: c } of run.cases)
    if (c.operation === op) counts[c.scenario] = (counts[c.scenario] ?? 0) + 1;
  return counts;
}

/** The operations the team declared public (`PUBLIC_OPERATIONS`): listed, never hidden. */
function declaredView(run: RunRecord): string {
  const items = declaredExceptions(run).map(
    (d) =>
      `<li><a href="#op-${d.operation}">#${d.operation}</a> <code>${esc(`${d.method} ${d.path}`)}</code>: ${esc(DECLARED_NOTE)}; observed: ${esc(d.observed)}</li>`,
  );
  if (items.length === 0) return '';
  return `<h2 id="declared">Declared exceptions (${items.length})</h2>\n<ul class="declared">${items.join('\n')}</ul>`;
}

const dialog = `<dialog id="evidence"><button type="button" class="close" style="float:right">close</button>
<h3 class="ex-title"></h3><p class="ex-label"></p>
<div class="cols"><div><h4>Request</h4><pre class="ex-req"></pre></div><div><h4>Response</h4><pre class="ex-res"></pre></div></div>
<h4>curl</h4><pre class="ex-curl"></pre><button type="button" class="copy">copy</button></dialog>`;

/** What `TRAFFIC` gave, under the headline (nothing without it). */
function trafficView(t: TrafficReport | undefined): string {
  if (t === undefined) return '';
  return `<section id="traffic"><h2>Traffic</h2><ul>${trafficSentences(t)
    .map((s) => `<li>${esc(s)}</li>`)
    .join('')}</ul></section>`;
}

export function writeIndexHtml(run: RunRecord): string {
  const ev = new EvidenceLinks();
  const observations = run.observations as readonly Observation[];
  const findings = anchorFindings(run.findings);
  const stats = operationStats(run);
  const verdict = run.verdict === 'pass' ? 'PASS' : 'FAIL';
  const failing = run.findings.filter((f) => f.fails).length;
  const gap = gapModel(run, recordOperations(run), run.exchanges);
  const diff = gap.differences;
  const name = (n: number) => {
    const op = operations.find((o) => o.number === n);
    return op ? `<b>#${n}</b> ${op.method} <code>${esc(op.path)}</code>` : `#${n}`;
  };
  // Rendered in reading order, so the first evidence links are the first screen's.
  const failingHtml = failingView(findings, name);
  const differencesHtml = differencesView(diff, ev, name);
  const findingsHtml = findingsView(findings, ev, name);
  const driftHtml = driftView(run, ev);
  const opsHtml = operations.map((op, i) =>
    operationView(
      {
        op,
        stats: stats[i] as (typeof stats)[number],
        observations: observations.filter((o) => concerns(o, op.number)),
        findings: findings.filter(({ finding }) => finding.operation === op.number),
        scenarios: scenarioCounts(run, op.number),
        differences: diff.operations.find((o) => o.op.number === op.number)?.differences ?? [],
      },
      ev,
    ),
  );
  const gapHtml = gapView(gap, ev, name);
  const coverage = coverageView(run, observations, ev);
  const m = run.meta;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>Contract run: ${verdict}</title><style>${style}</style></head>
<body>
<h1>Contract run: <span class="${run.verdict}">${verdict}</span></h1>
<p class="headline"><b class="${run.verdict}">${verdict}</b> with ${failing} failing finding${failing === 1 ? '' : 's'}; ${esc(differencesLine(diff))}${diff.security > 0 ? ' — <b class="security">security differences first below</b>' : ''}.</p>
<p class="meta">Target ${esc(m.target)}${m.embeddedSandbox ? ' (embedded sandbox)' : ''} · seed ${m.seed} · ${m.examples} examples per operation ·
${m.requestsSent} of ${m.maxRequests} requests · ${run.findings.length} findings (${failing} failing the run) · ${esc(m.startedAt)} → ${esc(m.finishedAt)} · ${esc(m.tool.name)} ${esc(m.tool.version)}</p>
<nav><a href="#differences">Differences</a><a href="#findings">Findings</a>${driftHtml ? '<a href="#drift">Drift</a>' : ''}<a href="#operations">Operations</a><a href="#gap-report">Gap report</a><a href="#coverage">Skipped and unverified</a>
· files: <a href="openapi.json">openapi.json</a> <a href="gap-report.md">gap-report.md</a> <a href="findings.json">findings.json</a> <a href="junit.xml">junit.xml</a> <a href="exchanges.har">exchanges.har</a></nav>
${trafficView(m.traffic)}
${failingHtml}
${differencesHtml}
${findingsHtml}
${declaredView(run)}
${driftHtml}
<h2 id="operations">Operations (${operations.length})</h2>
<p>Each operation: what the document shows beside what was observed. Each fact carries its confidence and links to the exchanges that show it (click one to see the request, the response and a curl).</p>
<form class="filters" id="op-filters" onsubmit="return false"><label><input type="checkbox" id="only-differences"> only operations with differences (${diff.operations.filter((o) => o.differences.length > 0).length})</label>
<button type="button" id="expand-all">expand all</button></form>
${opsHtml.join('\n')}
${gapHtml}
${coverage}
${dialog}
<script type="application/json" id="evidence-data">${jsonIsland(ev.embedded([...run.exchanges, ...(run.baselineExchanges ?? [])]))}</script>
<script>${script}</script>
</body></html>
`;
}
