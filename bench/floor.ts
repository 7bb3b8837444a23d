/**
 * @module The floor under the harness's rate: the measured run's own requests, read from its HAR,
 * replayed one at a time by bare undici (`Client.request`, body read as text, nothing else) in a
 * cold process against a fresh embedded sandbox, as the harness's stage does, and timed the same
 * way (from the first request to the last answer, module loading left out). No payload generation,
 * no checks, no record: what any sequential Node client sending these very requests pays. Its
 * ratio to the raw rate bounds the ratio the harness can reach at one request at a time.
 *
 * The HAR has its credentials redacted: every `Bearer [REDACTED]` goes out with identity A's token
 * (a few answers differ from the run's, e.g. another tenant's 403 becomes a 404 or a 200; the
 * transport's cost does not). Run by the bench as a child: `tsx bench/floor.ts <har>` prints
 * `{"requests":n,"seconds":s}`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { settled } from './run-command.ts';

interface HarRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly { name: string; value: string }[];
  readonly postData?: { readonly text: string };
}

export interface FloorResult {
  readonly requests: number;
  readonly seconds: number;
}

/** A bound on the child, so the bench never hangs on it. */
const TIMEOUT_MS = 120_000;

/** Replays the HAR in a fresh process (cold, as the harness's stage is). */
export async function measureFloor(harPath: string): Promise<FloorResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'floor.ts'), harPath],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const { code, text: out } = await settled(child, child.stdout, TIMEOUT_MS);
  if (code !== 0) throw new Error(`bench: the floor replay exited ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) ?? '') as FloorResult;
}

async function replay(harPath: string): Promise<FloorResult> {
  const requests = (
    JSON.parse(readFileSync(harPath, 'utf8')) as { log: { entries: { request: HarRequest }[] } }
  ).log.entries.map((e) => e.request);
  const { Client } = await import('undici');
  const { startSandbox } = await import('../src/sandbox/index.ts');
  const sandbox = await startSandbox();
  const client = new Client(sandbox.url);
  const bearer = `Bearer ${sandbox.tokens.a}`;
  try {
    const started = performance.now();
    for (const r of requests) {
      const url = new URL(r.url);
      const headers: Record<string, string> = {};
      for (const h of r.headers) headers[h.name] = h.value === 'Bearer [REDACTED]' ? bearer : h.value;
      const res = await client.request({
        method: r.method as 'GET',
        path: url.pathname + url.search,
        headers,
        ...(r.postData && { body: r.postData.text }),
        // As the harness does for GETs with a body: keep the connection.
        reset: false,
      });
      await res.body.text();
    }
    return { requests: requests.length, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.close();
    await sandbox.close();
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) {
  const har = process.argv[2];
  if (!har) {
    console.error('usage: tsx bench/floor.ts <exchanges.har>');
    process.exit(2);
  }
  console.log(JSON.stringify(await replay(har)));
}
