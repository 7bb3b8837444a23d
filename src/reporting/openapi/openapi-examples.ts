/**
 * @module Examples for the observed document, taken from what the run sent and received: the path
 * ids of the accepted request, the accepted body, one observed body per response status. Recorded
 * exchanges are already redacted (no credential reaches one), so neither does an example. Long
 * strings and arrays are cut: an example shows a shape, it is not a dump.
 */
import { pathParams } from '../../../fixtures/operation-def.ts';
import type { Exchange } from '../../core/exchange.ts';
import type { JsonSchema } from '../../core/json-schema.ts';
import { conforms } from './schema-conforms.ts';

/** Longest string kept whole in an example (longer ones are cut, a mark appended). */
const MAX_STRING = 120;
/** Items kept of an array in an example. */
const MAX_ITEMS = 3;
/** Nesting kept in an example (deeper objects are shown empty). */
const MAX_DEPTH = 6;

/** A value cut to a readable size: strings to MAX_STRING, arrays to MAX_ITEMS, nesting to MAX_DEPTH. */
export function trimExample(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => trimExample(v, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimExample(v, depth + 1)]));
}

/** The exchanges of a run by id, for the examples' lookups. */
export type ExchangeIndex = ReadonlyMap<string, Exchange>;

export function indexExchanges(exchanges: readonly Exchange[] | undefined): ExchangeIndex {
  return new Map((exchanges ?? []).map((e) => [e.id, e]));
}

/**
 * The values of the path template's parameters in the URL the exchange was sent to: the template
 * is matched at the end of the path, so a base path in front of it does not matter.
 */
export function pathValues(template: string, exchange: Exchange | undefined): Record<string, string> {
  if (exchange === undefined) return {};
  const names = pathParams(template);
  const literal = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  let path: string;
  try {
    path = new URL(exchange.request.url).pathname;
  } catch {
    return {};
  }
  const match = new RegExp(`${literal}/?$`).exec(path);
  if (match === null) return {};
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    const raw = match[i + 1];
    if (raw !== undefined) out[name] = safeDecode(raw);
  });
  return out;
}

function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The JSON body a recorded request carried (absent when none, or cut short in the record). */
export function requestJson(exchange: Exchange | undefined): unknown {
  const body = exchange?.request.body;
  if (body === undefined || exchange === undefined) return undefined;
  if (Buffer.byteLength(body) < exchange.request.bodyBytes) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** An observed answer shown beside a response schema: its body and the content type it came with. */
export interface ResponseExample {
  readonly example: unknown;
  /** The `Content-Type` as the server sent it (`application/json; charset=utf-8`). */
  readonly contentType: string | undefined;
}

/**
 * The first observed JSON body answered with `status` (under `bareType`, when given) among the
 * exchanges named that the status's schema describes, trimmed (an answer the schema does not cover
 * would contradict it).
 */
export function responseExample(
  status: number,
  exchangeIds: readonly string[],
  index: ExchangeIndex,
  schema: JsonSchema | undefined,
  bareType?: string,
): ResponseExample | undefined {
  for (const id of exchangeIds) {
    const res = index.get(id)?.response;
    if (res?.status !== status || res.json === undefined || res.truncated) continue;
    const type = res.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (bareType !== undefined && type !== bareType) continue;
    const example = trimExample(res.json);
    if (conforms(example, schema)) return { example, contentType: res.headers['content-type'] };
  }
  return undefined;
}
