/**
 * @module Times a run of sequential keep-alive requests, the load a discovery run puts on a server.
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

/** Milliseconds for `count` requests; throws if any answer is not 2xx. */
export async function timeSequential(baseUrl: string, out: TimedRequest, count: number): Promise<number> {
  const body = out.json === undefined ? undefined : JSON.stringify(out.json);
  const headers: Record<string, string> = { authorization: `Bearer ${out.token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const response = await request(`${baseUrl}${out.path}`, { method: out.method, headers, body });
    await response.body.text();
    if (response.statusCode >= 300) throw new Error(`request ${i} answered ${response.statusCode}`);
  }
  return performance.now() - started;
}
