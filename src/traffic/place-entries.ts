/**
 * @module Which recorded requests belong to the documented service: an entry belongs to an
 * operation when its method is the operation's and its path ends with the operation's path
 * template (so `/api/v1/homes/42` under a base path matches `/v1/homes/{dealId}`). In each file the
 * service is the origin and base path under which the most entries match an operation; entries on
 * other hosts (a CDN, analytics, another service) are ignored and counted, and so are entries on
 * the service's host that match no operation (they can still answer an identical request).
 */
import { type CatalogOperation, type OperationNumber, operations } from '../../fixtures/catalog.ts';
import { pathParams } from '../../fixtures/operation-def.ts';
import type { TrafficEntry } from './traffic-entry.ts';

export interface PlacedEntry {
  readonly entry: TrafficEntry;
  /** The operation it matched; absent for another path or method on the service's host. */
  readonly operation?: OperationNumber;
  /** Path parameter values by name, for a matched entry. */
  readonly params: Readonly<Record<string, string>>;
  /** Path and query below the service's base path: what the run's own request is compared with. */
  readonly relative: string;
}

export interface Placement {
  readonly onService: readonly PlacedEntry[];
  /** Per file: entries on other hosts or base paths, and entries whose URL could not be read. */
  readonly otherHosts: number;
  /** Entries on the service's host matching no operation (method and path). */
  readonly otherPaths: number;
}

interface Match {
  readonly op: CatalogOperation;
  readonly base: string;
  readonly params: Record<string, string>;
}

const patterns = operations.map((op) => {
  const literal = op.path.replace(/\/$/, '').replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = literal.replace(/\{\w+\}/g, '([^/]+)');
  return { op, names: pathParams(op.path), regex: new RegExp(`^(.*?)${source}/?$`) };
});

function matchOf(e: TrafficEntry): Match | undefined {
  if (e.url === undefined) return undefined;
  const path = e.url.pathname;
  for (const { op, names, regex } of patterns) {
    if (op.method !== e.method) continue;
    const m = regex.exec(path);
    if (m === null) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 2] ?? '')]));
    return { op, base: `${e.url.origin}${m[1] ?? ''}`, params };
  }
  return undefined;
}

function placeFile(entries: readonly TrafficEntry[]): Placement {
  const matches = entries.map(matchOf);
  const votes = new Map<string, number>();
  for (const m of matches) if (m !== undefined) votes.set(m.base, (votes.get(m.base) ?? 0) + 1);
  const service = [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onService: PlacedEntry[] = [];
  let otherPaths = 0;
  for (const [i, entry] of entries.entries()) {
    const url = entry.url;
    const full = url === undefined ? '' : `${url.origin}${url.pathname}`;
    if (service === undefined || url === undefined || !(full === service || full.startsWith(`${service}/`)))
      continue;
    const m = matches[i];
    const relative = `${url.pathname.slice(service.length - url.origin.length)}${url.search}`;
    if (m?.base !== service) otherPaths += 1;
    onService.push({
      entry,
      ...(m?.base === service && { operation: m.op.number }),
      params: m?.base === service ? m.params : {},
      relative,
    });
  }
  return { onService, otherHosts: entries.length - onService.length, otherPaths };
}

/** Places every entry, file by file (each file has its own host and base path). */
export function placeEntries(entries: readonly TrafficEntry[]): Placement {
  const files = [...new Set(entries.map((e) => e.file))];
  const placed = files.map((f) => placeFile(entries.filter((e) => e.file === f)));
  return {
    onService: placed.flatMap((p) => p.onService),
    otherHosts: placed.reduce((n, p) => n + p.otherHosts, 0),
    otherPaths: placed.reduce((n, p) => n + p.otherPaths, 0),
  };
}
