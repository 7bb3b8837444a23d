/**
 * @module The drift against the baseline, when the run gated on one: one row per cause (its title
 * in words, its consequences listed), its classification (breaking and loosened fail the run,
 * additive is recorded only, each counted as what it is), the baseline's value struck through
 * beside this run's, and the requests that show it.
 */
import type { Finding } from '../../core/finding.ts';
import type { RunRecord } from '../../core/run-record.ts';
import { esc, withCode } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';

const DRIFT_CHECKS = new Set<Finding['check']>(['drift', 'drift_compatible']);

const kindOf = (f: Finding) => f.classification?.kind ?? (f.check === 'drift' ? 'breaking' : 'additive');

function counts(changes: readonly Finding[]): string {
  if (changes.length === 0) return 'no drift.';
  const n = (kind: string) => changes.filter((f) => kindOf(f) === kind).length;
  const parts = [`${n('breaking')} breaking`, `${n('loosened')} loosened`, `${n('additive')} additive`];
  const failing = changes.filter((f) => f.fails).length;
  return `${parts.join(', ')} (${failing} failing the run).`;
}

function intro(run: RunRecord, changes: readonly Finding[]): string {
  const gate = run.meta.baseline;
  if (gate === undefined) return '';
  if (gate.updated)
    return `<p>Baseline <code>${esc(gate.file)}</code> recorded by this run (no comparison).</p>`;
  const when = gate.recordedAt ? `, recorded ${esc(gate.recordedAt.slice(0, 16).replace('T', ' '))} UTC` : '';
  return `<p>Compared with the baseline <code>${esc(gate.file)}</code>${when}: ${counts(changes)}</p>`;
}

function row(f: Finding, ev: EvidenceLinks | undefined): string {
  const kind = kindOf(f);
  const rule = f.classification ? ` <small>${esc(f.classification.rule)}</small>` : '';
  const consequences = f.classification?.consequences ?? [];
  const list =
    consequences.length > 1 ? `<ul>${consequences.map((c) => `<li>${withCode(c)}</li>`).join('')}</ul>` : '';
  const evidence = ev === undefined ? '' : ev.links(f.exchangeIds);
  return `<tr class="${f.fails ? 'breaking' : 'compatible'}"><td>${f.fails ? `<b>${esc(kind)}</b>` : esc(kind)}${rule}</td><td>${withCode(f.title)}${list}</td><td><del>${esc(f.expected)}</del></td><td><ins>${esc(f.actual)}</ins></td><td>${evidence}</td></tr>`;
}

export function driftView(run: RunRecord, ev?: EvidenceLinks): string {
  const changes = run.findings.filter((f) => DRIFT_CHECKS.has(f.check));
  if (run.meta.baseline === undefined && changes.length === 0) return '';
  const rows = changes.map((f) => row(f, ev));
  return `<h2 id="drift">Drift against the baseline</h2>
${intro(run, changes)}
${rows.length === 0 ? '' : `<table class="drift"><thead><tr><th>Change</th><th>Cause and consequences</th><th>Baseline</th><th>This run</th><th>Evidence</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`}`;
}
