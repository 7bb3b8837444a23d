/**
 * @module `diff.html`: the same comparison as `diff.md` on one self-contained page, with every fact
 * of both sides in one table (the differing rows marked), so a reader sees what stayed as well as
 * what moved. A pure function of the comparison.
 */
import { esc } from '../../reporting/html/escape.ts';
import type { Comparison } from './compare-sides.ts';
import { sentence } from './compare-sides.ts';
import { kindOrder, kindWords, verdictLine } from './diff-md.ts';

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:2em;max-width:80em}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top}code{font-size:12px}
tr.changed{background:#fff3cd}.breaking{color:#b00020}.loosened{color:#8a5a00}.additive{color:#1b5e20}`;

export function writeDiffHtml(c: Comparison): string {
  const changed = new Set(c.differences.flatMap((d) => d.facts.map((f) => f.key)));
  const keys = [...new Set([...Object.keys(c.a.facts), ...Object.keys(c.b.facts)])].sort();
  const groups = kindOrder.flatMap((kind) => {
    const of = c.differences.filter((d) => d.kind === kind);
    if (of.length === 0) return [];
    const items = of
      .map((d) => {
        const more = d.consequences.map((line) => `<li>${esc(line)}</li>`).join('');
        return `<li>${esc(sentence(c, d))} <small>(${esc(d.rule)})</small>${more === '' ? '' : `<ul>${more}</ul>`}</li>`;
      })
      .join('');
    return [`<h2 class="${kind}">${esc(kind)}: ${esc(kindWords[kind])} (${of.length})</h2><ul>${items}</ul>`];
  });
  const value = (v: string | undefined) => (v === undefined ? '<i>(absent)</i>' : `<code>${esc(v)}</code>`);
  const rows = keys
    .map(
      (k) =>
        `<tr${changed.has(k) ? ' class="changed"' : ''}><td><code>${esc(k)}</code></td><td>${value(c.a.facts[k])}</td><td>${value(c.b.facts[k])}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Contract diff: ${esc(c.b.label)} against ${esc(c.a.label)}</title><style>${STYLE}</style></head>
<body>
<h1>Contract diff: ${esc(c.b.label)} against ${esc(c.a.label)}</h1>
<p><b>${esc(verdictLine(c))}</b>. A: <code>${esc(c.a.path)}</code> (${esc(c.a.target)}) · B: <code>${esc(c.b.path)}</code> (${esc(c.b.target)}). Nothing was sent to either server.</p>
${groups.join('\n')}
<h2>Every fact, side by side (${keys.length})</h2>
<table><thead><tr><th>fact</th><th>A: ${esc(c.a.label)}</th><th>B: ${esc(c.b.label)}</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>
`;
}
