/**
 * @module Whether every exchange a run recorded conforms to the document it wrote, judged as a tool
 * holding the document would judge a live answer: the request routed by method and path; its status
 * listed for the operation; its body under a listed content type and valid against that status's
 * schema; a body the server accepted valid against the request schema; a body refused by
 * validation invalid against it (else a rule the run saw is not written), sent to a path the
 * server accepted (so the path is not what was refused). Exchanges no documented operation routes
 * (a wrong method, an unknown path), transport failures and 429s where the document states the
 * rate limit are outside the document's word.
 */

import { STOPPED_CAUSES } from './body-causes.ts';
import type { Mismatch } from './conformance-mismatch.ts';
import {
  bareMediaType,
  isJsonMediaType,
  mediaFor,
  type OpenApiDocument,
  type RoutedOperation,
  router,
} from './document-shape.ts';
import {
  type HarEntryLike,
  headerOf,
  type Outcome,
  outcomeOf,
  parseJson,
  requestBody,
  responseFor,
} from './exchange-outcome.ts';
import { distinct, oneDifference, seenAt } from './one-difference.ts';
import { type SchemaValidator, schemaValidator } from './schema-validator.ts';

const pathnameOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

export function exchangeMismatches(
  doc: OpenApiDocument,
  entries: readonly HarEntryLike[],
  validator: SchemaValidator = schemaValidator(),
): Mismatch[] {
  const route = router(doc);
  const routed = entries.flatMap((entry): Routed[] => {
    const to = entry.response.status > 0 ? route(entry.request.method, entry.request.url) : undefined;
    if (to === undefined || paced(doc, to, entry.response.status)) return [];
    const body = requestBody(entry);
    const sent = typeof body === 'object' ? body.value : undefined;
    return [{ entry, to, outcome: outcomeOf(entry, to.op, validator), sent }];
  });
  // The paths each operation accepted a request on: a refusal elsewhere may be the path's.
  const onAccepted = (r: Routed) => `${r.to.method} ${pathnameOf(r.entry.request.url)}`;
  const acceptedPaths = new Set(routed.filter((r) => r.outcome === 'accepted').map(onAccepted));
  // Bodies that passed validation: accepted, or answered on an accepted path for no refusal's cause.
  const bodies = (keep: (r: Routed) => boolean) => {
    const out = new Map<string, unknown[]>();
    for (const r of routed.filter((x) => x.sent !== undefined && keep(x)))
      out.set(opKey(r), [...(out.get(opKey(r)) ?? []), r.sent]);
    // Each distinct body once: probes resend the accepted body many times.
    return new Map([...out].map(([key, list]) => [key, distinct(list)]));
  };
  const accepted = bodies((r) => r.outcome === 'accepted');
  const passed = bodies(
    (r) => r.outcome === 'accepted' || (acceptedPaths.has(onAccepted(r)) && passedValidation(r)),
  );
  return routed.flatMap((r) => {
    const { entry, to, outcome, sent } = r;
    // A refusal is the body's where it differs from a passed body in one place, and no accepted
    // body has what it has there (`1e3` where `1000` was accepted: JSON text no schema states).
    const unique = () =>
      sent !== undefined &&
      (passed.get(opKey(r)) ?? []).some((p) => {
        const diff = oneDifference(sent, p);
        return diff !== undefined && !(accepted.get(opKey(r)) ?? []).some((a) => seenAt(a, sent, diff));
      });
    // Asked only of a refused body the schema calls valid (the search is the costly part).
    const explained = () => acceptedPaths.has(onAccepted(r)) && (sent === undefined || unique());
    return [
      ...responseMismatches(entry, to, validator),
      ...requestMismatches(entry, to, outcome, validator, explained),
    ];
  });
}

interface Routed {
  readonly entry: HarEntryLike;
  readonly to: RoutedOperation;
  readonly outcome: Outcome;
  /** The JSON body sent, parsed; absent when none was, or it is not judged. */
  readonly sent: unknown;
}

/**
 * A 429 the document answers with its stated rate limit (`x-rate-limit`), not a response: the
 * server's pace, which the run waits out and never reads as an answer about the request.
 */
function paced(doc: OpenApiDocument, to: RoutedOperation, status: number): boolean {
  const stated = doc['x-rate-limit'] !== undefined || to.op['x-rate-limit'] !== undefined;
  return status === 429 && stated && responseFor(to.op, 429) === undefined;
}

const opKey = (r: Routed) => `${r.to.method} ${r.to.path}`;

/** Answered for none of the causes that stop a request at or before its body's validation. */
function passedValidation({ entry, to }: Routed): boolean {
  const causes = responseFor(to.op, entry.response.status)?.['x-causes'];
  return causes !== undefined && entry.response.status < 500 && !causes.some((c) => STOPPED_CAUSES.has(c));
}

function responseMismatches(entry: HarEntryLike, to: RoutedOperation, v: SchemaValidator): Mismatch[] {
  const { status } = entry.response;
  const at = (kind: Mismatch['kind'], detail: string): Mismatch[] => [
    { kind, operation: `${to.method} ${to.path}`, where: String(status), detail, exchangeId: entry._id },
  ];
  const response = responseFor(to.op, status);
  if (response === undefined)
    return at('status-not-listed', `listed: ${Object.keys(to.op.responses ?? {}).join(', ') || 'none'}`);
  const text = entry.response.content.text ?? '';
  if (text === '') return [];
  const contentType = headerOf(entry.response.headers, 'content-type');
  const media = mediaFor(response.content, contentType);
  if (media === undefined) {
    const listed = Object.keys(response.content ?? {}).join(', ') || 'no content';
    return at('content-type-not-listed', `${bareMediaType(contentType) ?? '(none)'}; listed: ${listed}`);
  }
  if (entry._truncated) return [];
  const body = isJsonMediaType(bareMediaType(contentType)) ? parseJson(text) : { value: text };
  if (body === undefined) return at('response-invalid', 'the body is not JSON');
  const errors = v.errors(media.schema, body.value);
  return errors.length === 0 ? [] : at('response-invalid', errors.join('; '));
}

function requestMismatches(
  entry: HarEntryLike,
  to: RoutedOperation,
  outcome: Outcome,
  v: SchemaValidator,
  explained: () => boolean,
): Mismatch[] {
  const declared = to.op.requestBody;
  if (declared === undefined || outcome === 'other') return [];
  const at = (kind: Mismatch['kind'], detail: string): Mismatch[] => [
    {
      kind,
      operation: `${to.method} ${to.path}`,
      where: String(entry.response.status),
      detail,
      exchangeId: entry._id,
    },
  ];
  const body = requestBody(entry);
  if (body === undefined) return [];
  if (body === 'absent') {
    if (outcome === 'accepted' && declared.required === true)
      return at('absent-body-accepted', 'required: true');
    if (outcome === 'refused' && declared.required !== true && explained())
      return at('absent-body-refused', 'requestBody.required is not true');
    return [];
  }
  const sentAs = headerOf(entry.request.headers, 'content-type') ?? entry.request.postData?.mimeType;
  const schema = mediaFor(declared.content, sentAs)?.schema;
  const errors = v.errors(schema, body.value);
  if (outcome === 'accepted' && errors.length > 0) return at('accepted-body-invalid', errors.join('; '));
  if (outcome === 'refused' && errors.length === 0 && explained())
    return at('refused-body-valid', JSON.stringify(body.value).slice(0, 200));
  return [];
}

export type { HarEntryLike } from './exchange-outcome.ts';
