/**
 * @module The gap report: one section per "not shown" line of the service document, each answered
 * per operation with what was observed, how sure, and the evidence (exchange ids and a curl for
 * one of them), or "not established" and why. A pure function of the run's data.
 */
import type { Exchange } from '../../core/exchange.ts';
import type { ObservedRun } from '../../core/run-record.ts';
import type { DiscoverableOperation } from '../../discovery/discovery-result.ts';
import { mergeOperation } from '../../discovery/inference/infer-operation.ts';
import type { OpenApiMeta } from '../../discovery/observed-openapi/to-openapi.ts';
import { toCurl } from '../../http/curl.ts';
import { GAP_SECTIONS, type GapAnswer } from './gap-sections.ts';

export function writeGapReport(
  result: ObservedRun,
  operations: readonly DiscoverableOperation[],
  exchanges: readonly Exchange[],
  meta: OpenApiMeta,
): string {
  const byId = new Map(exchanges.map((ex) => [ex.id, ex]));
  const merged = operations.map((def) => ({
    def,
    op: mergeOperation(def, result.observations),
    skipped: result.skipped.find((s) => s.operation === def.number)?.reason,
  }));
  const out: string[] = [
    `# Gap report: ${meta.title}`,
    '',
    `Target: ${meta.serverUrl} · ${meta.version} · ${result.observations.length} observations from ${exchanges.length} exchanges.`,
    '',
    'Each "not shown" line of the service document, answered from probing. Confidence: **certain** (shown',
    'directly by the cited exchanges), **likely** (inferred from consistent answers), **tentative** (a lead).',
    'Curl commands read the token from `$ACCESS_TOKEN` (`$ACCESS_TOKEN_B` for the other tenant).',
    '',
  ];
  for (const section of GAP_SECTIONS) {
    out.push(`## ${section.title}`, '');
    const global = section.global?.(result);
    if (global !== undefined) out.push(...render('All operations', global, byId), '');
    for (const m of section.perOperation === false ? [] : merged) {
      if (section.only !== undefined && !section.only.includes(m.def.number)) continue;
      const label = `Op ${m.def.number} \`${m.def.method} ${m.def.path}\``;
      const answer: GapAnswer =
        m.skipped !== undefined
          ? { notEstablished: `operation skipped: ${m.skipped}` }
          : section.answer(m.op, result);
      out.push(...render(label, answer, byId));
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function render(label: string, answer: GapAnswer, byId: ReadonlyMap<string, Exchange>): string[] {
  if ('notEstablished' in answer) return [`- ${label}: not established — ${answer.notEstablished}`];
  const ids = [...new Set(answer.evidence)].slice(0, 6);
  const lines = [
    `- ${label}: ${answer.text} (${answer.confidence}${ids.length > 0 ? `; evidence ${ids.join(', ')}` : ''})`,
  ];
  const example = ids
    .map((id) => byId.get(id))
    .find((ex) => ex !== undefined && (ex.request.bodyBytes ?? 0) < 4096);
  if (example !== undefined) lines.push(`  - \`${exampleCurl(example).replaceAll('`', '\\`')}\``);
  return lines;
}

/** Discovery's other-tenant probes are labelled so; the client's default headers are left out. */
function exampleCurl(ex: Exchange): string {
  return toCurl(ex.request, { otherTenant: /other-tenant/.test(ex.label), withoutClientDefaults: true });
}
