/**
 * @module Where a run's reports cite exchanges, and what the cited requests are: every `ex-…` id
 * (this run's, in `exchanges.har`) and `baseline:ex-…` id (the baseline run's, kept in the baseline's
 * witnesses file) of `index.html`, `gap-report.md`, `summary.md` and `findings.json`, and the method and path
 * each report shows beside them (the page's embedded request, a curl), to compare with the HAR.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const REPORTS = ['index.html', 'gap-report.md', 'summary.md', 'findings.json'] as const;

export interface Sent {
  readonly method: string;
  readonly path: string;
  readonly label: string;
}

/** This run's ids (`ex-000123`, a shard's `ex-s2-000123`), not the baseline's `baseline:ex-…`. */
export const runIds = (text: string) => [...new Set(text.match(/(?<![\w:-])ex-(?:s\d+-)?\d{6}/g) ?? [])];
export const baselineIds = (text: string) => [...new Set(text.match(/baseline:ex-\d{6}/g) ?? [])];

const pathOf = (url: string) => new URL(url).pathname;

interface HarEntry {
  readonly _id: string;
  readonly _label: string;
  readonly request: { readonly method: string; readonly url: string };
}

export function harRequests(file: string): Map<string, Sent> {
  const har = JSON.parse(readFileSync(file, 'utf8')) as { log: { entries: HarEntry[] } };
  return new Map(
    har.log.entries.map((e) => [
      e._id,
      { method: e.request.method, path: pathOf(e.request.url), label: e._label },
    ]),
  );
}

interface KeptExchange {
  readonly id: string;
  readonly label: string;
  readonly request: { readonly method: string; readonly url: string };
}

/** The baseline file's kept exchanges, by the id reports cite them with. */
export function baselineRequests(file: string): Map<string, Sent> {
  // A split baseline (version 3) keeps its exchanges in the witnesses file its index names.
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    exchanges?: KeptExchange[];
    witnessesFile?: string;
  };
  const witnesses = index.witnessesFile && join(dirname(file), index.witnessesFile);
  const kept =
    (witnesses ? (JSON.parse(readFileSync(witnesses, 'utf8')) as { exchanges?: KeptExchange[] }) : index)
      .exchanges ?? [];
  return new Map(
    kept.map((e) => [
      `baseline:${e.id}`,
      { method: e.request.method, path: pathOf(e.request.url), label: e.label },
    ]),
  );
}

/** The page's embedded exchanges: the id and the request line it shows (`POST http://…/v1/x`). */
export function embeddedRequests(html: string): { id: string; method: string; path: string }[] {
  const island = /<script type="application\/json" id="evidence-data">(.*?)<\/script>/s.exec(html)?.[1];
  const embedded = JSON.parse(island ?? '[]') as { id: string; req: string }[];
  return embedded.map((e) => {
    const [method = '', url = ''] = (e.req.split('\n')[0] ?? '').split(' ');
    return { id: e.id, method, path: pathOf(url) };
  });
}

/** A curl line's method and path. */
export function curlRequest(curl: string): { method: string; path: string } | undefined {
  const method = /-X (\w+)/.exec(curl)?.[1];
  const url = /'(https?:\/\/[^']+)'\s*$/.exec(curl.trim().replace(/`$/, ''))?.[1];
  return method && url ? { method, path: pathOf(url) } : undefined;
}

/** Gap report lines citing evidence: the operation, its method, the ids, and the curl beneath. */
export function gapEvidence(md: string): { op: number; method: string; ids: string[]; curl?: string }[] {
  const lines = md.split('\n');
  let section: { op: number; method: string } | undefined;
  return lines.flatMap((line, i) => {
    // One section per operation: `## Op 13 \`POST /v1/homes/{dealId}/note\` — …`.
    const heading = /^## Op (\d+) `(\w+) /.exec(line);
    if (heading) {
      section = { op: Number(heading[1]), method: heading[2] as string };
      return [];
    }
    if (line.startsWith('## ')) section = undefined;
    const cited = /evidence ([^)]*)\)$/.exec(line);
    if (section === undefined || !/^\s*- /.test(line) || !cited) return [];
    const ids = (cited[1] ?? '').match(/(?:baseline:)?ex-[\w-]+/g) ?? [];
    const curl = /^\s+- `(curl .*)`$/.exec(lines[i + 1] ?? '')?.[1];
    return [{ ...section, ids, ...(curl !== undefined && { curl }) }];
  });
}
