/**
 * @module `gap-report.md`, for skimming: the service-wide conventions once, then one section per
 * operation opening with its differences from the document, then what was observed (how sure, with
 * evidence and a curl for one exchange), then what was not established and why. Lines stay short
 * (long answers become one sub-line per part), except the curls: each runs as written, whole body
 * included (a big padded body is generated in the line, see `src/http/curl-body.ts`).
 */
import type { Exchange } from '../../core/exchange.ts';
import type { ObservedRun } from '../../core/run-record.ts';
import type { DiscoverableOperation } from '../../discovery/index.ts';
import { toCurl } from '../../http/curl.ts';
import { differencesLine } from '../differences/differences.ts';
import { conventionLines, differenceLine } from '../differences-md.ts';
import type { OpenApiMeta } from '../openapi/to-openapi.ts';
import { type GapItem, gapModel } from './gap-model.ts';

/** The longest line the report aims for (a curl's URL may still exceed it). */
export const LINE_CHARS = 200;
const EVIDENCE_IDS = 3;

export function writeGapReport(
  result: ObservedRun,
  operations: readonly DiscoverableOperation[],
  exchanges: readonly Exchange[],
  meta: OpenApiMeta,
): string {
  const byId = new Map(exchanges.map((ex) => [ex.id, ex]));
  const model = gapModel(result, operations, exchanges);
  const out: string[] = [
    `# Gap report: ${meta.title}`,
    '',
    `Target: ${meta.serverUrl} · ${meta.version} · ${result.observations.length} observations from ${exchanges.length} exchanges.`,
    '',
    'What the document leaves "not shown", answered from probing: the conventions of the whole service once,',
    'then each operation, its differences from the document first. Confidence: **certain** (shown directly',
    'by the cited exchanges), **likely** (inferred from consistent answers), **tentative** (a lead).',
    'Curl commands run as written: they read the token from `$ACCESS_TOKEN` (`$ACCESS_TOKEN_B` for the',
    'other tenant); `exchanges.har` holds every exchange whole.',
    '',
    '## Service-wide conventions',
    '',
    `${differencesLine(model.differences)}.`,
    '',
    ...conventionLines(model.differences),
    ...model.global.flatMap((item) => render(item, byId, new Set())),
    '',
  ];
  for (const op of model.operations) {
    out.push(`## Op ${op.def.number} \`${op.def.method} ${op.def.path}\` — ${op.def.summary}`, '');
    if (op.skipped !== undefined) {
      out.push(`- Skipped: ${op.skipped}`, '');
      continue;
    }
    if (op.differences.length > 0)
      out.push('- Differences from the document:', ...op.differences.map((d) => `  - ${differenceLine(d)}`));
    // One curl per distinct command in a section: answers often share their evidence.
    const shown = new Set<string>();
    for (const item of op.established) out.push(...render(item, byId, shown));
    if (op.notEstablished.length > 0)
      out.push(
        '- Not established:',
        ...op.notEstablished.map((i) => clip(`  - ${i.title}: ${notEstablished(i)}`)),
      );
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

const notEstablished = (item: GapItem) => ('notEstablished' in item.answer ? item.answer.notEstablished : '');

/** Cuts a line at `LINE_CHARS`, marking the cut. */
function clip(line: string): string {
  return line.length <= LINE_CHARS ? line : `${line.slice(0, LINE_CHARS - 1)}…`;
}

function render(
  { title, answer }: GapItem,
  byId: ReadonlyMap<string, Exchange>,
  shown: Set<string>,
): string[] {
  if ('notEstablished' in answer) return [clip(`- ${title}: not established — ${answer.notEstablished}`)];
  const unique = [...new Set(answer.evidence)];
  const ids = unique.slice(0, EVIDENCE_IDS);
  const more = unique.length - ids.length;
  // An answer from the user's traffic stood for a request: the evidence says where it was recorded.
  const named = ids.map((id) => {
    const from = byId.get(id)?.replayedFrom;
    return from === undefined ? id : `${id} (${from})`;
  });
  const how = `${answer.confidence}${ids.length > 0 ? `; evidence ${named.join(', ')}${more > 0 ? ` +${more}` : ''}` : ''}`;
  // Decided on the words alone, so the same answer is laid out alike whatever its exchange ids.
  const whole = `- ${title}: ${answer.text} (${how})`;
  // A long answer (a field list, a response shape) reads better one part per line.
  const lines =
    title.length + answer.text.length + 50 <= LINE_CHARS
      ? [whole]
      : [`- ${title} (${how}):`, ...answer.text.split('; ').map((part) => clip(`  - ${part}`))];
  const example = ids.map((id) => byId.get(id)).find((ex) => ex !== undefined);
  const curl = example && `  - ${codeSpan(exampleCurl(example))}`;
  if (curl !== undefined && !shown.has(curl)) lines.push(curl);
  if (curl !== undefined) shown.add(curl);
  return lines;
}

/** Discovery's other-tenant probes are labelled so; the client's defaults are left out. */
function exampleCurl(ex: Exchange): string {
  return toCurl(ex.request, { otherTenant: /other-tenant/.test(ex.label), withoutClientDefaults: true });
}

/**
 * A Markdown code span whose text is the command exactly: backslashes do not escape inside a span,
 * so one holding backticks is fenced by a longer run of them (CommonMark), padded with spaces.
 */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  if (longest === 0) return `\`${text}\``;
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${text} ${fence}`;
}
