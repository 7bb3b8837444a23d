/**
 * @module A recorded exchange as a witness request: no token (the request names the identity that
 * sent it), record ids as `{param}` so a check sends its own run's ids.
 */
import type { Exchange } from '../core/exchange.ts';
import type { WitnessRequest } from './witness.ts';

/** Record ids by path parameter name, as the recording run used them. */
export type RecordedIds = Readonly<Record<string, string>>;

/** The ids the run used, by parameter name (the first operation's value for a shared parameter). */
export function recordedIds(pathParams: readonly Readonly<Record<string, string>>[]): RecordedIds {
  const out: Record<string, string> = {};
  for (const params of pathParams)
    for (const [name, value] of Object.entries(params)) if (!(name in out)) out[name] = value;
  return out;
}

export function template(text: string, ids: RecordedIds, inPath: boolean): string {
  let out = text;
  for (const [param, value] of Object.entries(ids)) {
    if (value.length < 4) continue; // a short id could match anything
    out = inPath
      ? out
          .split('/')
          .map((seg) => (seg === encodeURIComponent(value) ? `{${param}}` : seg))
          .join('/')
      : out.split(JSON.stringify(value)).join(JSON.stringify(`{${param}}`));
  }
  return out;
}

/**
 * A body past the record's cap (the body limit's sides) is kept as the accepted payload and the
 * size it was padded to (`paddedBody`), not as recorded.
 */
export function witnessRequest(ex: Exchange, ids: RecordedIds, accepted?: unknown): WitnessRequest {
  const url = new URL(ex.request.url);
  const authorization = ex.request.headers.authorization;
  const auth =
    authorization === undefined
      ? 'none'
      : // The header is redacted whole when recorded: the probe's label says which token it was.
        /auth:malformed/.test(ex.label)
        ? 'malformed'
        : /other-tenant/.test(ex.label)
          ? 'other_tenant'
          : 'token';
  const contentType = ex.request.headers['content-type'];
  const truncated =
    ex.request.body !== undefined && Buffer.byteLength(ex.request.body) < ex.request.bodyBytes;
  return {
    method: ex.request.method,
    path: template(`${url.pathname}${url.search}`, ids, true),
    auth,
    ...(contentType !== undefined && { contentType }),
    ...(ex.request.body !== undefined && { body: template(ex.request.body, ids, false) }),
    ...(truncated && {
      body: template(JSON.stringify(accepted ?? {}), ids, false),
      padTo: ex.request.bodyBytes,
    }),
  };
}
