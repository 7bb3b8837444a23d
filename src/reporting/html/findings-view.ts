/**
 * @module The findings table with its filters (severity and check; the page's script applies them
 * through `data-` attributes), each finding with its evidence and the curl that reproduces it.
 */
import { type Finding, severities } from '../../core/finding.ts';
import { esc, withCode } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';

export interface AnchoredFinding {
  readonly finding: Finding;
  /** The element id of its row. */
  readonly anchor: string;
}

/** A failure the baseline already held: since when, and whether it still fails the run. */
const known = (f: Finding) =>
  f.known === undefined
    ? ''
    : `<br><small class="known">known failure since ${esc(f.known.since.slice(0, 10))}: ${f.known.fails ? 'still fails the run' : 'tolerated'}</small>`;

export function anchorFindings(findings: readonly Finding[]): AnchoredFinding[] {
  return [...findings]
    .sort(
      (a, b) =>
        severities.indexOf(a.severity) - severities.indexOf(b.severity) ||
        a.check.localeCompare(b.check) ||
        a.operation - b.operation,
    )
    .map((finding, i) => ({ finding, anchor: `finding-${i + 1}` }));
}

function filters(findings: readonly AnchoredFinding[]): string {
  const count = (s: string) => findings.filter(({ finding }) => finding.severity === s).length;
  const boxes = severities.map(
    (s) =>
      `<label class="sev-${s}"><input type="checkbox" name="severity" value="${s}" checked> ${s} (${count(s)})</label>`,
  );
  const checks = [...new Set(findings.map(({ finding }) => finding.check))].sort();
  const options = checks.map((c) => `<option value="${esc(c)}">${esc(c)}</option>`);
  return `<form class="filters" id="finding-filters" onsubmit="return false">${boxes.join(' ')}
<label>check <select name="check" id="check-filter"><option value="">all checks</option>${options.join('')}</select></label>
<label><input type="checkbox" name="failing"> only failing the run</label>
<output id="finding-count">${findings.length} shown</output></form>`;
}

/** `<b>#13</b> POST <code>/v1/homes/{dealId}/note</code>`: an operation as markup. */
export type OperationName = (operation: number) => string;

function row({ finding: f, anchor }: AnchoredFinding, ev: EvidenceLinks, name: OperationName): string {
  const curl = f.curl
    ? `<details><summary>curl</summary><pre class="curl">${esc(f.curl)}</pre><button type="button" class="copy">copy</button></details>`
    : '';
  return `<tr id="${anchor}" class="finding" data-severity="${f.severity}" data-check="${esc(f.check)}" data-fails="${f.fails}">
<td class="sev-${f.severity}">${f.severity}${f.fails ? '<br><b>fails the run</b>' : ''}</td><td><code>${esc(f.check)}</code></td>
<td class="op-name">${f.operation > 0 ? `<a href="#op-${f.operation}">${name(f.operation)}</a>` : '—'}</td>
<td>${withCode(f.title)}${known(f)}<br><small>expected: ${esc(f.expected)}<br>actual: ${esc(f.actual)}<br>case ${esc(f.caseId)}${f.scenario ? ` (${esc(f.scenario)})` : ''} · seed ${f.seed}${f.fcPath ? ` · path ${esc(f.fcPath)}` : ''} · ×${f.occurrences}</small></td>
<td>${ev.links(f.exchangeIds)}</td><td>${curl}</td></tr>`;
}

export function findingsView(
  findings: readonly AnchoredFinding[],
  ev: EvidenceLinks,
  name: OperationName,
): string {
  if (findings.length === 0) return '<h2 id="findings">Findings (0)</h2>\n<p>No findings.</p>';
  return `<h2 id="findings">Findings (${findings.length})</h2>
${filters(findings)}
<table class="findings"><thead><tr><th>Severity</th><th>Check</th><th>Operation</th><th>What</th><th>Evidence</th><th>Reproduce</th></tr></thead><tbody>
${findings.map((f) => row(f, ev, name)).join('\n')}
</tbody></table>`;
}
