/**
 * @module The findings table with its filters (severity and check; the page's script applies them
 * through `data-` attributes). The same finding on several operations is one row (`finding-groups.ts`)
 * listing its operations, each finding under it with its own anchor, evidence and curl; a finding
 * alone is its own row.
 */
import { type Finding, severities } from '../../core/finding.ts';
import { type FindingGroup, groupFindings } from '../finding-groups.ts';
import { esc, withCode } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';

export interface AnchoredFinding {
  readonly finding: Finding;
  /** The element id of its row, or of its line in its group's row. */
  readonly anchor: string;
}

/** A group of findings as the table shows it: one row, its findings in report order. */
export interface AnchoredGroup {
  readonly group: FindingGroup;
  readonly members: readonly AnchoredFinding[];
  /** The element id of the row: a lone finding's own anchor. */
  readonly anchor: string;
}

/** `<b>#13</b> POST <code>/v1/homes/{dealId}/note</code>`: an operation as markup. */
export type OperationName = (operation: number) => string;

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

/** The findings grouped as `summary.md` groups them; a group's first finding is its most severe. */
export function anchorGroups(findings: readonly AnchoredFinding[]): AnchoredGroup[] {
  const anchored = new Map(findings.map((a) => [a.finding, a]));
  return groupFindings(findings.map((a) => a.finding)).map((group) => {
    const members = group.findings.map((f) => anchored.get(f) as AnchoredFinding);
    const first = members[0] as AnchoredFinding;
    return { group, members, anchor: members.length === 1 ? first.anchor : `group-${first.anchor}` };
  });
}

/** A failure the baseline already held: since when, and whether it still fails the run. */
const known = (f: Finding) =>
  f.known === undefined
    ? ''
    : `<br><small class="known">known failure since ${esc(f.known.since.slice(0, 10))}: ${f.known.fails ? 'still fails the run' : 'tolerated'}</small>`;

const outcome = (f: Finding) => `expected: ${esc(f.expected)}<br>actual: ${esc(f.actual)}`;

/** The case or probe behind a finding, its seed and how often it was seen. */
const origin = (f: Finding) =>
  `case ${esc(f.caseId)}${f.scenario ? ` (${esc(f.scenario)})` : ''} · seed ${f.seed}${f.fcPath ? ` · path ${esc(f.fcPath)}` : ''} · ×${f.occurrences}`;

const curlOf = (f: Finding) =>
  f.curl
    ? `<details><summary>curl</summary><pre class="curl">${esc(f.curl)}</pre><button type="button" class="copy">copy</button></details>`
    : '';

const opLink = (n: number, text: string) => `<a href="#op-${n}">${text}</a>`;

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

/** Each finding of a group on its own line: its operation, what differs from the others, evidence, curl. */
function memberList(g: AnchoredGroup, shared: boolean, ev: EvidenceLinks, name: OperationName): string {
  const first = g.members[0]?.finding as Finding;
  // The row says "fails the run" when any does; a line says it only where they differ.
  const allFail = g.members.every(({ finding }) => finding.fails);
  const items = g.members.map(({ finding: f, anchor }) => {
    const where = f.operation > 0 ? opLink(f.operation, name(f.operation)) : 'the run';
    const verdict =
      f.severity === first.severity ? '' : ` <span class="sev-${f.severity}">${f.severity}</span>`;
    return `<li id="${anchor}">${where}${verdict}${f.fails && !allFail ? ' <b>fails the run</b>' : ''}${known(f)}<br><small>${shared ? '' : `${outcome(f)}<br>`}${origin(f)}</small> ${ev.links(f.exchangeIds)}${curlOf(f)}</li>`;
  });
  return `<details class="members"><summary>on each operation (${g.members.length})</summary><ul>${items.join('')}</ul></details>`;
}

/** A group's evidence: each finding's first exchange, then the rest (the first links show each operation). */
const firstsThenRest = (g: AnchoredGroup) => [
  ...g.members.flatMap(({ finding }) => finding.exchangeIds.slice(0, 1)),
  ...g.members.flatMap(({ finding }) => finding.exchangeIds.slice(1)),
];

/** One operation by its method and path; several (a group's, or a drift cause's) as links. */
function operationCell(g: AnchoredGroup, name: OperationName): string {
  const ops = g.group.operations;
  if (ops.length <= 1) return `<td class="op-name">${ops[0] ? opLink(ops[0], name(ops[0])) : '—'}</td>`;
  return `<td class="op-name">${ops.length} operations: ${ops.map((n) => opLink(n, `#${n}`)).join(', ')}</td>`;
}

function row(g: AnchoredGroup, ev: EvidenceLinks, name: OperationName): string {
  const f = g.members[0]?.finding as Finding;
  const fails = g.members.some(({ finding }) => finding.fails);
  const open = `<tr id="${g.anchor}" class="finding" data-severity="${f.severity}" data-check="${esc(f.check)}" data-fails="${fails}" data-count="${g.members.length}">
<td class="sev-${f.severity}">${f.severity}${fails ? '<br><b>fails the run</b>' : ''}</td><td><code>${esc(f.check)}</code></td>`;
  if (g.members.length === 1) {
    return `${open}
${operationCell(g, name)}
<td>${withCode(f.title)}${known(f)}<br><small>${outcome(f)}<br>${origin(f)}</small></td>
<td class="evidence">${ev.links(f.exchangeIds)}</td><td>${curlOf(f)}</td></tr>`;
  }
  const shared = g.members.every(({ finding: m }) => m.expected === f.expected && m.actual === f.actual);
  return `${open}
${operationCell(g, name)}
<td>${withCode(g.group.title)}${shared ? `<br><small>${outcome(f)}</small>` : ''}${memberList(g, shared, ev, name)}</td>
<td class="evidence">${ev.links(firstsThenRest(g))}</td><td>${curlOf(f)}</td></tr>`;
}

export function findingsView(
  findings: readonly AnchoredFinding[],
  ev: EvidenceLinks,
  name: OperationName,
): string {
  if (findings.length === 0) return '<h2 id="findings">Findings (0)</h2>\n<p>No findings.</p>';
  const groups = anchorGroups(findings);
  const grouped =
    groups.length < findings.length
      ? `, ${groups.length} rows: the same finding on several operations is one row`
      : '';
  return `<h2 id="findings">Findings (${findings.length}${grouped})</h2>
${filters(findings)}
<table class="findings"><thead><tr><th>Severity</th><th>Check</th><th>Operation</th><th>What</th><th>Evidence</th><th>Reproduce</th></tr></thead><tbody>
${groups.map((g) => row(g, ev, name)).join('\n')}
</tbody></table>`;
}
