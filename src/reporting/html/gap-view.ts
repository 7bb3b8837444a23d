/**
 * @module The gap report inside the page: what the document leaves "not shown", answered per
 * operation (its differences first, then what was observed, then what was not established), each
 * answer with its confidence and evidence links to the exchange dialog. `gap-report.md` is the
 * same model in markdown.
 */
import type { GapItem, GapModel } from '../gap-report/gap-model.ts';
import { differenceItem, type OperationName } from './differences-view.ts';
import { esc } from './escape.ts';
import type { EvidenceLinks } from './evidence.ts';

/** An answer longer than this is shown one part per line. */
const LONG = 160;

function answerItem({ title, answer }: GapItem, ev: EvidenceLinks): string {
  if ('notEstablished' in answer)
    return `<li class="not-established"><b>${esc(title)}</b>: <span class="none">${esc(answer.notEstablished)}</span></li>`;
  const parts = answer.text.length > LONG ? answer.text.split('; ') : [answer.text];
  const text =
    parts.length > 1 ? `<ul>${parts.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>` : esc(answer.text);
  const how = `<small class="conf">${answer.confidence}</small> ${ev.links([...new Set(answer.evidence)])}`;
  return parts.length > 1
    ? `<li class="c-${answer.confidence}"><b>${esc(title)}</b> ${how}${text}</li>`
    : `<li class="c-${answer.confidence}"><b>${esc(title)}</b>: ${text} ${how}</li>`;
}

export function gapView(model: GapModel, ev: EvidenceLinks, name: OperationName): string {
  const global = model.global.map((item) => answerItem(item, ev));
  const ops = model.operations.map((op) => {
    const n = op.differences.length;
    const body = op.skipped
      ? `<p class="skip">Skipped: ${esc(op.skipped)}</p>`
      : `${n > 0 ? `<h4>Differences from the document</h4><ul class="op-diffs">${op.differences.map((d) => differenceItem(d, ev)).join('')}</ul>` : ''}
<ul class="answers">${op.established.map((i) => answerItem(i, ev)).join('')}</ul>
${op.notEstablished.length > 0 ? `<h4>Not established</h4><ul class="answers">${op.notEstablished.map((i) => answerItem(i, ev)).join('')}</ul>` : ''}`;
    return `<details class="gap-op" data-op="${op.def.number}" data-differences="${n}"><summary>${name(op.def.number)}${n > 0 ? ` <span class="badge diff">${n} difference${n === 1 ? '' : 's'}</span>` : ''}</summary>
${body}</details>`;
  });
  return `<h2 id="gap-report">Gap report</h2>
<p>Each "not shown" line of the document, answered from probing, per operation (also as <a href="gap-report.md">gap-report.md</a>). The service-wide conventions are under <a href="#differences">Differences</a>.</p>
<ul class="answers">${global.join('')}</ul>
${ops.join('\n')}`;
}
