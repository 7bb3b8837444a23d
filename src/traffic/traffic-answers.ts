/**
 * @module Recorded answers standing for discovery's requests (the client asks before sending). A
 * recorded request is the same request when its method, path and query below the service's base
 * path, JSON body (key order aside) and credentials are the run's: whose credentials is read from
 * the file when it says (`_auth` in this harness's HAR, whose tokens are redacted), else the
 * credential headers must be equal. A known record's id differs from one deployment or sandbox to
 * another, so the traffic's id and the run's own id for a path parameter are one placeholder
 * (`record-ids.ts`). Each recorded answer stands once, in file order; answers that ask to wait
 * (429) are no answers.
 */
import type { RecordedAnswer, RecordedAnswers, WireRequest } from '../http/recorded-answers.ts';
import { asksToWait } from '../http/retry-after.ts';
import type { PlacedEntry } from './place-entries.ts';
import { type IdNames, named, type RecordIds } from './record-ids.ts';
import { entrySource } from './traffic-entry.ts';
import { credentialHeaders } from './traffic-secrets.ts';

interface Candidate {
  readonly placed: PlacedEntry;
  used: boolean;
}

export class TrafficAnswers implements RecordedAnswers {
  private readonly byKey = new Map<string, Candidate[]>();
  private readonly liveIds: IdNames;
  /** Sources of the answers that stood for a request, in order. */
  readonly taken: string[] = [];

  constructor(
    placed: readonly PlacedEntry[],
    ids: RecordIds,
    private readonly basePath: string,
  ) {
    const { traffic, live } = ids;
    this.liveIds = live;
    for (const p of placed) {
      const answer = p.entry.answer;
      // A recorded server error stands for nothing: a run fails on errors its own requests drew.
      if (answer === undefined || answer.status >= 500 || asksToWait({ ...answer, json: undefined }))
        continue;
      const key = keyOf(p.entry.method, p.relative, p.entry.body, traffic);
      const list = this.byKey.get(key) ?? [];
      list.push({ placed: p, used: false });
      this.byKey.set(key, list);
    }
  }

  take(req: WireRequest): RecordedAnswer | undefined {
    const base = this.basePath.replace(/\/$/, '');
    const path = req.url.pathname.startsWith(base) ? req.url.pathname.slice(base.length) : req.url.pathname;
    const list = this.byKey.get(keyOf(req.method, `${path}${req.url.search}`, req.body, this.liveIds));
    const hit = list?.find((c) => !c.used && sameCredentials(c.placed, req));
    if (hit === undefined) return undefined;
    hit.used = true;
    const { entry } = hit.placed;
    const answer = entry.answer as NonNullable<typeof entry.answer>;
    const source = entrySource(entry);
    this.taken.push(source);
    return { ...answer, source };
  }
}

function sameCredentials(p: PlacedEntry, req: WireRequest): boolean {
  if (p.entry.auth !== undefined) return p.entry.auth === req.auth;
  const recorded = credentialHeaders(p.entry.headers);
  const sent = credentialHeaders(req.headers);
  const names = new Set([...Object.keys(recorded), ...Object.keys(sent)]);
  return [...names].every((n) => recorded[n] === sent[n]);
}

function keyOf(method: string, relative: string, body: string | undefined, ids: IdNames): string {
  return `${method} ${named(relative, ids)} ${named(canonicalBody(body), ids)}`;
}

/** JSON with its keys sorted (a recorded body may order them otherwise), else the text. */
function canonicalBody(body: string | undefined): string {
  if (body === undefined || body.trim() === '') return '';
  try {
    return JSON.stringify(sorted(JSON.parse(body)));
  } catch {
    return body.trim();
  }
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}
