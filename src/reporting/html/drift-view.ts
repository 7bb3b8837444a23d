/**
 * @module The drift diff when the run gated on a baseline: each changed fact, before and after,
 * breaking (fails the run) or compatible.
 */
import type { Finding } from '../../core/finding.ts';
import type { RunRecord } from '../../core/run-record.ts';
import { esc } from './escape.ts';

const DRIFT_CHECKS = new Set<Finding['check']>(['drift', 'drift_compatible']);

export function driftView(run: RunRecord): string {
  const changes = run.findings.filter((f) => DRIFT_CHECKS.has(f.check));
  const gate = run.meta.baseline;
  if (gate === undefined && changes.length === 0) return '';
  const intro =
    gate === undefined
      ? ''
      : gate.updated
        ? `<p>Baseline <code>${esc(gate.file)}</code> recorded by this run (no comparison).</p>`
        : `<p>Compared with the baseline <code>${esc(gate.file)}</code>: ${changes.length === 0 ? 'no drift.' : `${changes.filter((f) => f.check === 'drift').length} breaking, ${changes.filter((f) => f.check === 'drift_compatible').length} compatible.`}</p>`;
  const rows = changes.map((f) => {
    const key = f.title.replace(/^.*?: /, '');
    // The drift policy's classification (breaking, loosened, additive) and rule, when the finding has one.
    const kind = f.classification
      ? `${f.classification.kind} (${f.classification.rule})`
      : f.check === 'drift'
        ? 'breaking'
        : 'compatible';
    return `<tr class="${f.check === 'drift' ? 'breaking' : 'compatible'}"><td>${f.check === 'drift' ? `<b>${esc(kind)}</b>` : esc(kind)}</td><td><code>${esc(key)}</code></td><td><del>${esc(f.expected)}</del></td><td><ins>${esc(f.actual)}</ins></td></tr>`;
  });
  return `<h2 id="drift">Drift against the baseline</h2>
${intro}
${rows.length === 0 ? '' : `<table class="drift"><thead><tr><th>Change</th><th>Fact</th><th>Baseline</th><th>This run</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`}`;
}
