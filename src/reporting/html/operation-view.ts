/**
 * @module One operation's view: the document's row beside what was observed — fields (required,
 * type, bounds, closed set, format), auth, success and error statuses and shapes, limits — each fact
 * with its confidence and evidence links; then its cases, statuses and findings.
 */
import type { OperationDef } from '../../../fixtures/operation-def.ts';
import type { Observation } from '../../core/observation.ts';
import { factText, fieldColumns, operationRows, placement } from '../../discovery/index.ts';
import type { Difference } from '../differences/differences.ts';
import { formatStatuses, type OperationStats } from '../operation-stats.ts';
import { differenceItem } from './differences-view.ts';
import { documentFields, documentRow, specText } from './document-row.ts';
import { esc, withCode } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';
import type { AnchoredFinding } from './findings-view.ts';

export interface OperationInput {
  readonly op: OperationDef;
  readonly stats: OperationStats;
  readonly observations: readonly Observation[];
  readonly findings: readonly AnchoredFinding[];
  /** What it does that the document does not say, security first. */
  readonly differences: readonly Difference[];
  /** Scenario → number of cases sent. */
  readonly scenarios: Readonly<Record<string, number>>;
}

function fact(o: Observation, ev: EvidenceLinks): string {
  const c = o.evidence.confidence;
  return `<span class="fact c-${c}">${esc(factText(o))} <small class="conf" title="confidence">${c}</small> ${ev.links(o.evidence.exchangeIds)}</span>`;
}

const facts = (
  list: readonly Observation[],
  ev: EvidenceLinks,
  none = '<span class="none">not established</span>',
) => (list.length === 0 ? none : list.map((o) => fact(o, ev)).join(''));

function fieldTable(input: OperationInput, ev: EvidenceLinks): string {
  const doc = documentFields(input.op);
  const byField = new Map<string, Observation[]>(Object.keys(doc).map((f) => [f, []]));
  for (const o of input.observations) {
    const p = placement(o);
    if (p.at === 'field') byField.set(p.field, [...(byField.get(p.field) ?? []), o]);
  }
  if (byField.size === 0) return '';
  const rows = [...byField].map(([name, list]) => {
    const spec = doc[name];
    const at = (column: string) =>
      list.filter((o) => (placement(o) as { column?: string }).column === column);
    const docCell = `${spec ? esc(specText(spec)) : '<em>not in the document</em>'}${facts(at('document'), ev, '')}`;
    const cells = fieldColumns.map(
      (c) => `<td>${facts(at(c), ev, c === 'required' || c === 'type' ? undefined : '—')}</td>`,
    );
    return `<tr><th scope="row"><code>${esc(name)}</code></th><td class="doc">${docCell}</td>${cells.join('')}</tr>`;
  });
  return `<table class="fields"><thead><tr><th>Field</th><th>Document</th>${fieldColumns.map((c) => `<th>${c}</th>`).join('')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`;
}

function rowTable(input: OperationInput, ev: EvidenceLinks): string {
  const rows = operationRows.map((r) => {
    const list = input.observations.filter((o) => {
      const p = placement(o);
      return p.at === 'operation' && p.row === r;
    });
    if (r === 'unverified' && list.length === 0) return '';
    return `<tr><th scope="row">${r}</th><td class="doc">${esc(documentRow(input.op, r))}</td><td>${facts(list, ev)}</td></tr>`;
  });
  return `<table class="rows"><thead><tr><th></th><th>Document</th><th>Observed</th></tr></thead><tbody>
${rows.filter(Boolean).join('\n')}
</tbody></table>`;
}

function findingList(findings: readonly AnchoredFinding[]): string {
  if (findings.length === 0) return '<p>No findings.</p>';
  const items = findings.map(
    ({ finding: f, anchor }) =>
      `<li class="sev-${f.severity}"><a href="#${anchor}">${esc(f.check)}</a> (${f.severity}${f.fails ? ', fails the run' : ''}): ${withCode(f.title)}</li>`,
  );
  return `<ul class="op-findings">${items.join('')}</ul>`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The landing list's badges: differences (red when one is about security), findings, unverified, skipped. */
function badges({ stats, findings, differences }: OperationInput): string {
  const failing = findings.some(({ finding }) => finding.fails);
  const security = differences.some((d) => d.category === 'security');
  return [
    differences.length > 0 &&
      `<span class="badge diff${security ? ' security' : ''}">${plural(differences.length, 'difference')}</span>`,
    findings.length > 0 &&
      `<span class="badge ${failing ? 'bad' : 'warn'}">${plural(findings.length, 'finding')}</span>`,
    stats.unverified && '<span class="badge bad">unverified</span>',
    stats.skipped && '<span class="badge skip">skipped</span>',
  ]
    .filter(Boolean)
    .map((b) => ` ${b}`)
    .join('');
}

export function operationView(input: OperationInput, ev: EvidenceLinks): string {
  const { op, stats, findings, differences } = input;
  const scenarios = Object.entries(input.scenarios)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const diffs =
    differences.length > 0
      ? `<h4>Differences from the document</h4><ul class="op-diffs">${differences.map((d) => differenceItem(d, ev)).join('')}</ul>`
      : '';
  return `<details class="op" id="op-${op.number}" data-op="${op.number}" data-differences="${differences.length}"${findings.length > 0 ? ' open' : ''}>
<summary><b>#${op.number}</b> ${op.method} <code>${esc(op.path)}</code> — ${esc(op.summary)}${badges(input)}</summary>
${stats.skipped ? `<p class="skip">Skipped: ${esc(stats.skipped)}</p>` : ''}
${diffs}
${fieldTable(input, ev)}
${rowTable(input, ev)}
<p class="tally">${stats.requests} requests · statuses ${esc(formatStatuses(stats.statuses)) || '—'}${scenarios ? ` · cases ${esc(scenarios)}` : ''}</p>
${findingList(findings)}
</details>`;
}
