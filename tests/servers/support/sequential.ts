/**
 * @module A run of sequential keep-alive requests, the load a discovery run puts on a server. It
 * counts answers rather than asserting a time: speed belongs to the benchmark, not to tests that a
 * loaded CI machine would make flaky.
 * Uses undici's `request` rather than `send`: Node 20's `fetch` costs ~1 ms a call on the client
 * side, several times what the servers spend, and would measure the client instead.
 */
import { request } from 'undici';

export interface TimedRequest {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly token: string;
  readonly json?: unknown;
}

/** How many of `count` requests were answered 2xx on kept-alive connections; throws on any other. */
export async function sendSequential(baseUrl: string, out: TimedRequest, count: number): Promise<number> {
  const body = out.json === undefined ? undefined : JSON.stringify(out.json);
  const headers: Record<string, string> = { authorization: `Bearer ${out.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let ok = 0;
  for (let i = 0; i < count; i += 1) {
    const response = await request(`${baseUrl}${out.path}`, { method: out.method, headers, body });
    await response.body.text();
    if (response.statusCode >= 300) throw new Error(`request ${i} answered ${response.statusCode}`);
    ok += 1;
  }
  return ok;
}
