/**
 * @module A server's own wording as a table: each row one request (method, path with `{DEAL_ID}` or
 * `{b.DEAL_ID}` filled from the seeded ids, a body) and what must come back (status, a fragment of
 * the body, headers). The fragment is matched, not equalled, so a row states only what it is for.
 */
import { expect } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type Exchange, send, summarize } from './exchange.ts';
import { isObject } from './is-object.ts';
import { jsonOfSize } from './json-of-size.ts';

export interface RowOptions {
  /** Whose bearer token is sent: tenant a's (default), b's, none, or an unknown one. */
  readonly as?: 'b' | 'none' | 'unknown';
  readonly contentType?: string;
  /** Extra request headers (another credential scheme, Accept …). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Answer headers that must be as given (`undefined`: absent). */
  readonly answer?: Readonly<Record<string, unknown>>;
  /** Each top-level field of the fragment must equal the answer's, not merely be contained in it. */
  readonly exact?: boolean;
}

/**
 * `[request, body, status, expected, options]`: a string or Buffer body is sent as is, anything
 * else as JSON; `expected` is a text (or texts) the answer contains, a pattern it matches, or a JSON
 * fragment.
 */
export type Row = readonly [
  request: string,
  body: unknown,
  status: number,
  expected?: unknown,
  options?: RowOptions,
];

/** The options of a row whose fragment's fields must equal the answer's. */
export const EXACT: RowOptions = { exact: true };

/** `path` with each `{KIND}` replaced by tenant a's id and each `{b.KIND}` by tenant b's. */
export function fill(server: ReferenceServerHandle, path: string): string {
  return path.replace(/\{(b\.)?(\w+)\}/g, (whole, b: string | undefined, kind: string) => {
    const ids: Readonly<Record<string, string | undefined>> = {
      ...(b === undefined ? server.ids : server.idsB),
    };
    return ids[kind] ?? whole;
  });
}

const TOKENS = {
  a: (s: ReferenceServerHandle) => s.tokens.a,
  b: (s: ReferenceServerHandle) => s.tokens.b,
  none: () => undefined,
  unknown: (s: ReferenceServerHandle) => `${s.tokens.a}x`,
};

/** POST `json` to `path` on the server `current()` gives, as tenant a unless `token` says otherwise. */
export const poster =
  (current: () => ReferenceServerHandle) =>
  (path: string, json: unknown, token: string | undefined = current().tokens.a) =>
    send(current().url, { method: 'POST', path, token, json });

/** Sends the request of one row, as its options say. */
export function ask(server: ReferenceServerHandle, row: Row): Promise<Exchange> {
  const [request, body, , , options = {}] = row;
  const [method = 'GET', path = '/'] = request.split(' ');
  const plain = typeof body === 'string' || Buffer.isBuffer(body);
  return send(server.url, {
    method,
    path: fill(server, path),
    token: TOKENS[options.as ?? 'a'](server),
    ...(body === undefined ? {} : plain ? { raw: body } : { json: body }),
    ...(options.contentType === undefined ? {} : { contentType: options.contentType }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  });
}

/** The fields of `value` that `like` names (all of `value` when either is not an object). */
function pick(value: unknown, like: unknown): unknown {
  if (!isObject(value) || !isObject(like)) return value;
  return Object.fromEntries(Object.keys(like).map((name) => [name, value[name]]));
}

/** Sends every row in turn and asserts each answer. */
export async function expectRows(server: ReferenceServerHandle, rows: readonly Row[]): Promise<void> {
  for (const row of rows) {
    const [request, body, status, expected, options = {}] = row;
    const ex = await ask(server, row);
    const label = `${request} ${String(JSON.stringify(body)).slice(0, 80)} → ${summarize(ex)}`;
    expect(ex.status, label).toBe(status);
    if (typeof expected === 'string' || Array.isArray(expected)) {
      for (const text of [expected].flat()) expect(ex.text, label).toContain(text);
    } else if (expected instanceof RegExp) expect(ex.text, label).toMatch(expected);
    else if (options.exact) expect(pick(ex.json, expected), label).toEqual(expected);
    else if (expected !== undefined) expect(ex.json, label).toMatchObject(expected as object);
    const answer = options.answer ?? {};
    expect(pick(ex.headers, answer), label).toEqual(answer);
  }
}

/**
 * Two rows at a body-size limit: `bytes` bytes of JSON built by `make` are read (`status`), one
 * byte more is refused with 413 and `over`.
 */
export function bodyLimitRows(
  request: string,
  make: (pad: string) => unknown,
  bytes: number,
  status: number,
  over?: unknown,
  options?: RowOptions,
): Row[] {
  return [
    [request, jsonOfSize(make, bytes), status],
    [request, jsonOfSize(make, bytes + 1), 413, over, options],
  ];
}
