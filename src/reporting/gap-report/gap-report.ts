/**
 * @module `gap-report.md`, for skimming: the service-wide conventions once, then one section per
 * operation opening with its differences from the document, then what was observed (how sure, with
 * evidence and a curl for one exchange), then what was not established and why. Lines stay short:
 * long answers become one sub-line per part, long request bodies are elided (exchanges.har has them).
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
/** A body this short is kept even in a long line: its placeholder would be as long. */
const SHORT_BODY = 24;

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
    'Curl commands read the token from `$ACCESS_TOKEN` (`$ACCESS_TOKEN_B` for the other tenant);',
    "a long request body is elided as '<body of ex-…>': `exchanges.har` holds every exchange whole.",
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
  const curl = example && `  - \`${exampleCurl(example).replaceAll('`', '\\`')}\``;
  if (curl !== undefined && !shown.has(curl)) lines.push(curl);
  if (curl !== undefined) shown.add(curl);
  return lines;
}

/**
 * Discovery's other-tenant probes are labelled so; the client's defaults are left out, and so is a
 * long body that would make the line long (the placeholder names the exchange that holds it).
 */
function exampleCurl(ex: Exchange): string {
  const opts = { otherTenant: /other-tenant/.test(ex.label), withoutClientDefaults: true };
  const whole = toCurl(ex.request, opts);
  // The origin (its port) is left out of the measure: one run lays a curl out as another does.
  const measured = whole.length - new URL(ex.request.url).origin.length + 22;
  if (measured + 6 <= LINE_CHARS || (ex.request.body?.length ?? 0) <= SHORT_BODY) return whole;
  return toCurl(ex.request, {
    ...opts,
    body: `<body of ${ex.id}>`,
  });
}
