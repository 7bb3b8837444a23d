/**
 * @module HAR 1.2 writer: every exchange of the run (already redacted when recorded), written entry
 * by entry so the whole file is never one string in memory. `_id`, `_label`, `_operation`,
 * `_failure` and `_truncated` keep what the merge of shards reads back (`har-exchanges.ts`); `_auth`
 * says whose credentials went (they are redacted), so the file can be given back as `TRAFFIC`;
 * `_replayedFrom` marks an answer taken from such traffic instead of sent.
 */
import type { Exchange } from '../core/exchange.ts';
import type { RunRecord } from '../core/run-record.ts';

const nv = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

function entry(ex: Exchange) {
  const url = new URL(ex.request.url);
  const res = ex.response;
  return {
    startedDateTime: ex.startedAt,
    time: ex.durationMs,
    request: {
      method: ex.request.method,
      url: ex.request.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: nv(ex.request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(ex.request.body !== undefined && {
        postData: {
          mimeType: ex.request.headers['content-type'] ?? 'application/octet-stream',
          text: ex.request.body,
        },
      }),
      headersSize: -1,
      bodySize: ex.request.bodyBytes,
    },
    response: {
      status: res?.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: res ? nv(res.headers) : [],
      content: {
        size: res?.bodyBytes ?? 0,
        mimeType: res?.headers['content-type'] ?? 'x-unknown',
        text: res?.body ?? '',
      },
      redirectURL: res?.headers.location ?? '',
      headersSize: -1,
      bodySize: res?.bodyBytes ?? -1,
      ...(ex.failure && { _error: `${ex.failure.kind}: ${ex.failure.message}`, _failure: ex.failure }),
    },
    cache: {},
    timings: { send: 0, wait: ex.durationMs, receive: 0 },
    _id: ex.id,
    _label: ex.label,
    ...(ex.operation !== undefined && { _operation: ex.operation }),
    ...(res?.truncated && { _truncated: true }),
    ...(ex.credential !== undefined && { _auth: ex.credential }),
    ...(ex.replayedFrom !== undefined && { _replayedFrom: ex.replayedFrom }),
  };
}

export type HarEntry = ReturnType<typeof entry>;

export function* writeHar(run: RunRecord): Generator<string> {
  const creator = { name: run.meta.tool.name, version: run.meta.tool.version };
  yield `{"log":{"version":"1.2","creator":${JSON.stringify(creator)},"pages":[],"entries":[`;
  for (const [i, ex] of run.exchanges.entries()) yield `${i === 0 ? '' : ','}${JSON.stringify(entry(ex))}`;
  yield ']}}';
}
