/**
 * @module A reverse proxy on 127.0.0.1 that records, per operation of a server's truth, what the
 * server answered: how many requests, how many were accepted (2xx), and each distinct refusal
 * (status and the words of its body), and how many refusals repeated an earlier identical request and
 * answer. It measures discovery from the server's side, so a figure
 * such as "operations with an accepted request" needs nothing from the harness but its traffic.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerTruth } from '../../src/sandbox/server-truth.ts';

export interface OperationTally {
  requests: number;
  accepted: number;
  /** Refused requests identical (method, URL, credentials, content type, body) to an earlier one that got the same refusal. */
  resent: number;
  /** `"<status> <words>"` → count. */
  readonly refusals: Map<string, number>;
}

export interface RecordingProxy {
  readonly url: string;
  /** Keyed by operation number; requests matching no operation are under `'-'`. */
  readonly tallies: ReadonlyMap<string, OperationTally>;
  close(): Promise<void>;
}

/** The words of an error body: a problem's `detail`, a `message` (+ `details`), else the text. */
export function refusalWords(text: string): string {
  let words = text;
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const details = Array.isArray(json.details) ? ` ${JSON.stringify(json.details)}` : '';
    if (typeof json.detail === 'string') words = json.detail;
    else if (typeof json.message === 'string') words = `${json.message}${details}`;
  } catch {
    // Not JSON: the text itself.
  }
  // kotlinx appends the whole input; offsets vary with it.
  return words.split('\nJSON input:')[0]?.replace(/\s+/g, ' ').trim().slice(0, 240) ?? '';
}

export async function startRecordingProxy(target: string, truth: ServerTruth): Promise<RecordingProxy> {
  const routes = Object.entries(truth.operations).map(([op, { method, path }]) => {
    const source = path
      .replace(/\/$/, '')
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return { op, method, pattern: new RegExp(`^${source}/?$`, 'i') };
  });
  const tallies = new Map<string, OperationTally>();
  const tally = (op: string) => {
    let found = tallies.get(op);
    if (found === undefined) {
      found = { requests: 0, accepted: 0, resent: 0, refusals: new Map() };
      tallies.set(op, found);
    }
    return found;
  };
  const seen = new Set<string>();
  const server = createServer((incoming, outgoing) => {
    const sent: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => sent.push(chunk));
    const path = (incoming.url ?? '/').split('?')[0] ?? '/';
    const op = routes.find((r) => r.method === incoming.method && r.pattern.test(path))?.op ?? '-';
    const upstream = forward(
      `${target}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const status = answer.statusCode ?? 0;
          const entry = tally(op);
          entry.requests += 1;
          if (status >= 200 && status < 300) entry.accepted += 1;
          else {
            const key = `${status} ${refusalWords(Buffer.concat(chunks).toString('utf8'))}`;
            entry.refusals.set(key, (entry.refusals.get(key) ?? 0) + 1);
            const { authorization = '', 'content-type': type = '' } = incoming.headers;
            const asked = `${incoming.method} ${incoming.url}\n${authorization}\n${type}\n${Buffer.concat(sent).toString('utf8')}`;
            const exchange = `${asked}\n${key}`;
            if (seen.has(exchange)) entry.resent += 1;
            else seen.add(exchange);
          }
        });
        outgoing.writeHead(status(answer.statusCode), answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    tallies,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const status = (code: number | undefined) => code ?? 502;

function topRefusals(entry: OperationTally | undefined, top: number): string[] {
  return [...(entry?.refusals ?? new Map<string, number>()).entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([words, count]) => `    ${count}× ${words}`);
}

/** Lines naming each operation never accepted, with its most frequent refusals. */
export function neverAccepted(proxy: RecordingProxy, truth: ServerTruth, top = 4): string[] {
  return Object.keys(truth.operations).flatMap((op) => {
    const entry = proxy.tallies.get(op);
    if (entry !== undefined && entry.accepted > 0) return [];
    return [`  op ${op}: ${entry?.requests ?? 0} requests, none accepted`, ...topRefusals(entry, top)];
  });
}

/** Per operation: requests, accepted, identical request-and-refusal repeats, its top refusals. */
export function perOperation(proxy: RecordingProxy, truth: ServerTruth, top = 3): string[] {
  return Object.keys(truth.operations).flatMap((op) => {
    const entry = proxy.tallies.get(op);
    const line = `  op ${op}: ${entry?.requests ?? 0} requests, ${entry?.accepted ?? 0} accepted, ${entry?.resent ?? 0} identical refusals repeated`;
    return [line, ...topRefusals(entry, top)];
  });
}

/** How many of the truth's operations got at least one 2xx. */
export function acceptedCount(proxy: RecordingProxy, truth: ServerTruth): number {
  return Object.keys(truth.operations).filter((op) => (proxy.tallies.get(op)?.accepted ?? 0) > 0).length;
}
