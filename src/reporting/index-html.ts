/**
 * @module `index.html`: a self-contained page over the run — verdict, findings by check and
 * severity with their curl reproducers, and per-operation statuses. No scripts, no external assets.
 */
import { severities } from '../core/finding.ts';
import type { RunRecord } from '../core/run-record.ts';
import { formatStatuses, operationStats } from './operation-stats.ts';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const style = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1d1d1f}
table{border-collapse:collapse;margin:1rem 0}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}
.pass{color:#0a7d28}.fail{color:#b00020}pre{white-space:pre-wrap;word-break:break-all;background:#f5f5f7;padding:.4rem;margin:0}
.sev-critical,.sev-high{color:#b00020;font-weight:600}.sev-medium{color:#a15c00}`;

export function writeIndexHtml(run: RunRecord): string {
  const verdict = run.verdict === 'pass' ? 'PASS' : 'FAIL';
  const bySeverity = severities
    .map((s) => `${s}: ${run.findings.filter((f) => f.severity === s).length}`)
    .join(' · ');
  const findings = [...run.findings]
    .sort(
      (a, b) =>
        severities.indexOf(a.severity) - severities.indexOf(b.severity) || a.check.localeCompare(b.check),
    )
    .map(
      (
        f,
      ) => `<tr><td>${esc(f.check)}</td><td class="sev-${f.severity}">${f.severity}${f.fails ? ' (fails run)' : ''}</td>
<td>#${f.operation}</td><td>${esc(f.title)}<br><small>expected: ${esc(f.expected)}<br>actual: ${esc(f.actual)}<br>
case ${esc(f.caseId)} · seed ${f.seed} · ×${f.occurrences} · ${esc(f.exchangeIds.slice(0, 3).join(', '))}</small></td>
<td><pre>${esc(f.curl)}</pre></td></tr>`,
    )
    .join('\n');
  const ops = operationStats(run)
    .map(
      (s) =>
        `<tr><td>${s.number}</td><td>${s.method}</td><td><code>${esc(s.path)}</code></td><td>${s.requests}</td><td>${esc(formatStatuses(s.statuses))}</td><td>${s.skipped ? `skipped: ${esc(s.skipped)}` : `${s.findings} (${s.failing} failing)`}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract run: ${verdict}</title><style>${style}</style></head>
<body>
<h1>Contract run: <span class="${run.verdict}">${verdict}</span></h1>
<p>Target ${esc(run.meta.target)}${run.meta.embeddedSandbox ? ' (embedded sandbox)' : ''} · seed ${run.meta.seed} ·
${run.meta.requestsSent} requests · finished ${esc(run.meta.finishedAt)}</p>
<p>Reports: <a href="openapi.json">openapi.json</a> · <a href="gap-report.md">gap-report.md</a> ·
<a href="findings.json">findings.json</a> · <a href="junit.xml">junit.xml</a> · <a href="exchanges.har">exchanges.har</a></p>
<h2>Findings (${run.findings.length})</h2>
<p>${bySeverity}</p>
${run.findings.length === 0 ? '<p>No findings.</p>' : `<table><tr><th>Check</th><th>Severity</th><th>Op</th><th>What</th><th>Reproduce</th></tr>\n${findings}\n</table>`}
<h2>Operations</h2>
<table><tr><th>#</th><th>Method</th><th>Path</th><th>Requests</th><th>Statuses</th><th>Findings</th></tr>
${ops}
</table>
</body></html>
`;
}
