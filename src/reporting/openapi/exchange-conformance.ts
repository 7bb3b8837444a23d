/**
 * @module Whether every exchange a run recorded conforms to the document it wrote, judged as a tool
 * holding the document would judge a live answer: the request routed by method and path; its status
 * listed for the operation; its body under a listed content type and valid against that status's
 * schema; a body the server accepted valid against the request schema; a body refused by
 * validation invalid against it (else a rule the run saw is not written), sent to a path the
 * server accepted (so the path is not what was refused). Exchanges no documented operation routes
 * (a wrong method, an unknown path) and transport failures are outside the document's word.
 */
import { BODY_CAUSES } from './body-causes.ts';
import type { Mismatch } from './conformance-mismatch.ts';
import {
  bareMediaType,
  isJsonMediaType,
  mediaFor,
  type OpenApiDocument,
  type OperationObject,
  type ResponseObject,
  type RoutedOperation,
  router,
} from './document-shape.ts';
import { type SchemaValidator, schemaValidator } from './schema-validator.ts';

interface Header {
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

const headerOf = (headers: readonly Header[], name: string) =>
  headers.find((h) => h.name.toLowerCase() === name)?.value;

/** The response object listed for a status: exact, then its range (`4XX`), then `default`. */
export function responseFor(op: OperationObject, status: number): ResponseObject | undefined {
  const r = op.responses ?? {};
  return r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default;
}

function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

type Outcome = 'accepted' | 'refused' | 'other';

/**
 * What the answer says of the request body: accepted (a success status; a 2xx body that fits the
 * document's failure schema is a failure), refused by validation (a status whose every cause is
 * the body's or the path's), or something else (authentication, rate, size: not the body's word).
 */
function outcomeOf(entry: HarEntryLike, op: OperationObject, v: SchemaValidator): Outcome {
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
function requestBody(entry: HarEntryLike): 'absent' | { value: unknown } | undefined {
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
  const routed = entries.flatMap((entry) => {
    const to = entry.response.status > 0 ? route(entry.request.method, entry.request.url) : undefined;
    return to === undefined ? [] : [{ entry, to, outcome: outcomeOf(entry, to.op, validator) }];
  });
  // The paths each operation accepted a request on: a refusal elsewhere may be the path's.
  const acceptedPaths = new Set(
    routed
      .filter((r) => r.outcome === 'accepted')
      .map((r) => `${r.to.method} ${pathnameOf(r.entry.request.url)}`),
  );
  // Bodies accepted, as values: a refusal of the same value is of its JSON text (`1e3` where `1000`
  // is accepted), which no schema can state.
  const bodyKey = (r: (typeof routed)[number]) => {
    const body = requestBody(r.entry);
    if (body === undefined || body === 'absent') return undefined;
    return `${r.to.method} ${r.to.path} ${JSON.stringify(body.value)}`;
  };
  const acceptedBodies = new Set(routed.filter((r) => r.outcome === 'accepted').map(bodyKey));
  return routed.flatMap((r) => {
    const { entry, to, outcome } = r;
    const onAcceptedPath = acceptedPaths.has(`${to.method} ${pathnameOf(entry.request.url)}`);
    const key = bodyKey(r);
    const sameAsAccepted = key !== undefined && acceptedBodies.has(key);
    const judged = outcome === 'refused' && (!onAcceptedPath || sameAsAccepted) ? 'other' : outcome;
    return [...responseMismatches(entry, to, validator), ...requestMismatches(entry, to, judged, validator)];
  });
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
    if (outcome === 'refused' && declared.required !== true)
      return at('absent-body-refused', 'requestBody.required is not true');
    return [];
  }
  const sentAs = headerOf(entry.request.headers, 'content-type') ?? entry.request.postData?.mimeType;
  const schema = mediaFor(declared.content, sentAs)?.schema;
  const errors = v.errors(schema, body.value);
  if (outcome === 'accepted' && errors.length > 0) return at('accepted-body-invalid', errors.join('; '));
  if (outcome === 'refused' && errors.length === 0)
    return at('refused-body-valid', JSON.stringify(body.value).slice(0, 200));
  return [];
}
