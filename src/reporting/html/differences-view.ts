/**
 * @module The top of the page: what fails the run (each finding with its method and path) and what
 * the server does that the document does not say — the service-wide conventions once, then each
 * operation that differs, security differences first and in red, each with its evidence links.
 */
import type { Difference, RunDifferences } from '../differences/differences.ts';
import { differencesLine, differingOperations } from '../differences/differences.ts';
import { esc, withCode } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';
import type { AnchoredFinding, OperationName } from './findings-view.ts';

export type { OperationName } from './findings-view.ts';

/** Failing findings listed on the first screen; the table has them all. */
const FAILING_SHOWN = 8;

export function differenceItem(d: Difference, ev: EvidenceLinks): string {
  const security = d.category === 'security';
  return `<li class="diff diff-${d.category}"><span class="cat${security ? ' security' : ''}">${d.category}</span> ${withCode(d.text)} ${ev.links(d.evidence)}</li>`;
}

/** The failing findings, a line each, linked to their rows in the findings table. */
export function failingView(findings: readonly AnchoredFinding[], name: OperationName): string {
  const failing = findings.filter(({ finding }) => finding.fails);
  if (failing.length === 0) return '';
  const more = failing.length - FAILING_SHOWN;
  const items = failing
    .slice(0, FAILING_SHOWN)
    .map(
      ({ finding: f, anchor }) =>
        `<li class="sev-${f.severity}"><a href="#${anchor}">${withCode(f.title)}</a> · ${f.operation > 0 ? name(f.operation) : 'the run'} <small>(${esc(f.check)}, ${f.severity})</small></li>`,
    );
  if (more > 0) items.push(`<li><a href="#findings">${more} more in the findings table</a></li>`);
  return `<section id="failing"><h2>Failing the run (${failing.length})</h2><ul class="failing">${items.join('')}</ul></section>`;
}

export function differencesView(d: RunDifferences, ev: EvidenceLinks, name: OperationName): string {
  const conventions = d.conventions.map(
    (c) => `<li><b>${esc(c.topic)}</b>: ${esc(c.text)} ${ev.links(c.evidence)}</li>`,
  );
  const ops = differingOperations(d).map(
    ({ op, differences }) =>
      `<li><a href="#op-${op.number}">${name(op.number)}</a><ul>${differences.map((x) => differenceItem(x, ev)).join('')}</ul></li>`,
  );
  return `<section id="differences"><h2>Differences from the document</h2>
<p>${esc(differencesLine(d))}. What the server does that the document does not say: the conventions of the whole service once, then what each operation does beyond them.</p>
<div class="cols"><div><h3>Service-wide conventions</h3><ul class="conventions">${conventions.join('') || '<li class="none">none established</li>'}</ul></div>
<div><h3>Per operation</h3><ul class="op-diffs">${ops.join('') || '<li class="none">no operation differs beyond these conventions</li>'}</ul></div></div></section>`;
}
