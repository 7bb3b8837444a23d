/**
 * @module One recorded exchange as conformance reads it: the part of a HAR entry it needs, its
 * request body (absent, JSON, or not judged), and what its answer says of that body by the
 * document's own word (the causes listed for the status): accepted, refused by validation, or
 * neither.
 */
import { BODY_CAUSES } from './body-causes.ts';
import {
  bareMediaType,
  isJsonMediaType,
  type OperationObject,
  type ResponseObject,
} from './document-shape.ts';
import type { SchemaValidator } from './schema-validator.ts';

export interface Header {
  readonly name: string;
  readonly value: string;
}

/** The part of a HAR 1.2 entry (as `exchanges.har` writes it) that conformance reads. */
export interface HarEntryLike {
  readonly _id?: string;
  readonly _truncated?: boolean;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly headers: readonly Header[];
    readonly postData?: { readonly mimeType?: string; readonly text?: string };
    readonly bodySize?: number;
  };
  readonly response: {
    readonly status: number;
    readonly headers: readonly Header[];
    readonly content: { readonly text?: string };
  };
}

export const headerOf = (headers: readonly Header[], name: string) =>
  headers.find((h) => h.name.toLowerCase() === name)?.value;

/** The response object listed for a status: exact, then its range (`4XX`), then `default`. */
export function responseFor(op: OperationObject, status: number): ResponseObject | undefined {
  const r = op.responses ?? {};
  return r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default;
}

export function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

export type Outcome = 'accepted' | 'refused' | 'other';

/**
 * What the answer says of the request body: accepted (a success status; a 2xx body that fits the
 * document's failure schema is a failure), refused by validation (a status whose every cause is
 * the body's or the path's), or something else (authentication, rate, size: not the body's word).
 */
export function outcomeOf(entry: HarEntryLike, op: OperationObject, v: SchemaValidator): Outcome {
  const status = entry.response.status;
  const response = responseFor(op, status);
  if (response === undefined) return 'other';
  const causes = response['x-causes'];
  // A document without causes: the status class says it.
  if (causes === undefined) return status >= 200 && status < 300 ? 'accepted' : 'other';
  const failure = response['x-failure-schema'];
  const body = parseJson(entry.response.content.text ?? '');
  const failed = failure !== undefined && body !== undefined && v.errors(failure, body.value).length === 0;
  if (causes.includes('success') && !failed) return 'accepted';
  return causes.includes('validation') && causes.every((c) => BODY_CAUSES.has(c)) ? 'refused' : 'other';
}

/** The request body as sent: absent, JSON (parsed), or neither (not judged: another content type, cut short). */
export function requestBody(entry: HarEntryLike): 'absent' | { value: unknown } | undefined {
  const text = entry.request.postData?.text;
  if (text === undefined || text === '') return 'absent';
  const contentType = bareMediaType(
    headerOf(entry.request.headers, 'content-type') ?? entry.request.postData?.mimeType,
  );
  if (!isJsonMediaType(contentType)) return undefined;
  if (entry.request.bodySize !== undefined && Buffer.byteLength(text) < entry.request.bodySize)
    return undefined;
  return parseJson(text);
}
