/**
 * @module Exchanges read back from a run's `exchanges.har` (the merge of shards): the HAR writer keeps
 * ids, labels, operations, failures and truncation beside the standard fields. JSON bodies are parsed
 * again from the (already redacted) text, as the client parsed them.
 */
import { readFile } from 'node:fs/promises';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Exchange, RecordedResponse, TransportFailure } from '../core/exchange.ts';

interface NameValue {
  readonly name: string;
  readonly value: string;
}

interface Entry {
  readonly startedDateTime: string;
  readonly time: number;
  readonly request: {
    readonly method: string;
    readonly url: string;
    readonly headers: readonly NameValue[];
    readonly postData?: { readonly text: string };
    readonly bodySize: number;
  };
  readonly response: {
    readonly status: number;
    readonly headers: readonly NameValue[];
    readonly content: { readonly size: number; readonly text: string };
    readonly _failure?: TransportFailure;
  };
  readonly _id: string;
  readonly _label: string;
  readonly _operation?: OperationNumber;
  readonly _truncated?: boolean;
  readonly _replayedFrom?: string;
}

const record = (pairs: readonly NameValue[]) => Object.fromEntries(pairs.map((p) => [p.name, p.value]));

function responseOf(e: Entry): RecordedResponse | undefined {
  if (e.response._failure !== undefined) return undefined;
  const body = e.response.content.text;
  const truncated = e._truncated === true;
  let json: unknown;
  try {
    json = truncated || body.trim() === '' ? undefined : JSON.parse(body);
  } catch {
    json = undefined;
  }
  return {
    status: e.response.status,
    headers: record(e.response.headers),
    body,
    bodyBytes: e.response.content.size,
    truncated,
    ...(json !== undefined && { json }),
  };
}

function exchangeOf(e: Entry): Exchange {
  const response = responseOf(e);
  return {
    id: e._id,
    ...(e._operation !== undefined && { operation: e._operation }),
    label: e._label,
    request: {
      method: e.request.method,
      url: e.request.url,
      headers: record(e.request.headers),
      ...(e.request.postData !== undefined && { body: e.request.postData.text }),
      bodyBytes: e.request.bodySize,
    },
    ...(response !== undefined && { response }),
    ...(e.response._failure !== undefined && { failure: e.response._failure }),
    startedAt: e.startedDateTime,
    durationMs: e.time,
    ...(e._replayedFrom !== undefined && { replayedFrom: e._replayedFrom }),
  };
}

export async function readHarExchanges(file: string): Promise<Exchange[]> {
  const har = JSON.parse(await readFile(file, 'utf8')) as { log: { entries: Entry[] } };
  return har.log.entries.map(exchangeOf);
}
