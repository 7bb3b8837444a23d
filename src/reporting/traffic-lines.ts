/**
 * @module What the user's traffic (`TRAFFIC`) gave the run, in the words every report uses: the
 * files and what matched, the requests it saved, the facts that cite a recorded answer, and the
 * operations whose first body came from it. Markdown lines; `index.html` escapes the same text.
 */
import type { TrafficReport } from '../core/traffic-report.ts';

export function trafficSentences(t: TrafficReport): string[] {
  const kinds = Object.entries(t.factsByKind)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  return [
    `Files: ${t.files.join(', ')}: ${t.entries} entries; ${t.matched} on the document's operations, ${t.otherPaths} on other paths of the service, ${t.otherHosts} on other hosts (ignored).`,
    `Requests saved: ${t.requestsSaved} of discovery's requests were answered by a recorded answer to the same request (not sent; evidence "traffic: file, entry N").`,
    `Facts from traffic: ${t.facts} of the run's facts cite a recorded answer${kinds === '' ? '' : ` (${kinds})`}.`,
    `First bodies from traffic: ${t.examples.length === 0 ? 'none' : t.examples.map((n) => `#${n}`).join(', ')}.`,
  ];
}

/** The `## Traffic` section of `summary.md` and `gap-report.md` (nothing without `TRAFFIC`). */
export function trafficSection(t: TrafficReport | undefined): string[] {
  if (t === undefined) return [];
  return ['## Traffic (`TRAFFIC`)', '', ...trafficSentences(t).map((s) => `- ${s}`), ''];
}
