/**
 * @module The top of the page: what fails the run (each finding with its method and path) and what
 * the server does that the document does not say — the service-wide conventions once, then each
 * operation that differs, security differences first and in red, each with its evidence links.
 */
import type { Finding } from '../../core/finding.ts';
import type { Difference, RunDifferences } from '../differences/differences.ts';
import { differencesLine, differingOperations } from '../differences/differences.ts';
import type { FindingGroup } from '../finding-groups.ts';
import { esc, withCode } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';
import { type AnchoredFinding, anchorGroups, type OperationName } from './findings-view.ts';

export type { OperationName } from './findings-view.ts';

/** Failing findings listed on the first screen; the table has them all. */
const FAILING_SHOWN = 8;

export function differenceItem(d: Difference, ev: EvidenceLinks): string {
  const security = d.category === 'security';
  return `<li class="diff diff-${d.category}"><span class="cat${security ? ' security' : ''}">${d.category}</span> ${withCode(d.text)} ${ev.links(d.evidence)}</li>`;
}

/** Where a failing finding is: an operation by method and path, several by number, or the run. */
function whereOf(group: FindingGroup, name: OperationName): string {
  const ops = group.operations;
  // A drift cause's title names its several operations already.
  if (group.findings.length === 1 && ops.length > 1) return '';
  if (ops.length === 0) return ' · the run';
  return ops.length === 1
    ? ` · ${name(ops[0] as number)}`
    : ` · ${ops.length} operations: #${ops.join(', #')}`;
}

/** The failing findings, a line each (the same finding on several operations one line), linked to their rows. */
export function failingView(findings: readonly AnchoredFinding[], name: OperationName): string {
  const failing = findings.filter(({ finding }) => finding.fails);
  if (failing.length === 0) return '';
  const groups = anchorGroups(failing);
  const more = groups.length - FAILING_SHOWN;
  const items = groups.slice(0, FAILING_SHOWN).map(({ group, members, anchor }) => {
    const f = members[0]?.finding as Finding;
    const where = whereOf(group, name);
    return `<li class="sev-${f.severity}"><a href="#${anchor}">${withCode(group.title)}</a>${where} <small>(${esc(f.check)}, ${f.severity})</small></li>`;
  });
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
