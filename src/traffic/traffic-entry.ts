/**
 * @module One recorded request and its answer, read from a traffic file (`TRAFFIC`): a HAR entry or
 * a request of a Postman collection with one of its saved responses. Numbered from 1 in file
 * order, so evidence can say `traffic: staging.har, entry 12`.
 */
import type { AuthVariant } from '../core/case.ts';

export interface TrafficAnswer {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly durationMs: number;
}

export interface TrafficEntry {
  /** The file as named in `TRAFFIC`. */
  readonly file: string;
  /** 1-based, in file order. */
  readonly entry: number;
  readonly method: string;
  /** `undefined`: the URL could not be read (an unresolved Postman variable, …). */
  readonly url: URL | undefined;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Absent: a request saved without an answer, or one that got none (HAR status 0). */
  readonly answer?: TrafficAnswer;
  /** Whose credentials went, when the file says so (this harness's own HAR: `_auth`). */
  readonly auth?: AuthVariant;
}

/** How evidence names an entry. */
export function entrySource(e: Pick<TrafficEntry, 'file' | 'entry'>): string {
  return `traffic: ${e.file}, entry ${e.entry}`;
}

/** Header pairs as one record with lower-case names (the last of a repeated name wins). */
export function headerRecord(pairs: readonly { name: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(pairs.map((p) => [p.name.toLowerCase(), p.value]));
}
