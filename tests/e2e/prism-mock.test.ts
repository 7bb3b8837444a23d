/**
 * The README's recipe for consumer teams, kept true (issue 29): Stoplight Prism (the pinned
 * devDependency) serving the observed `openapi.json` of a sandbox run as a mock, on 127.0.0.1,
 * refuses a body without an observed required field and answers a valid one with the recorded
 * example. Operation 7 (send an MMS): `templateId` and `phone` were observed required.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';

const prismBin = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls until the mock answers (Prism takes a few seconds to start), at most 120 times (a minute). */
async function ready(url: string, prism: ChildProcess): Promise<void> {
  for (let i = 0; i < 120 && prism.exitCode === null; i++) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`prism did not start (exit ${prism.exitCode})`);
}

interface Doc {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>
  >;
}

describe('prism mock of the observed openapi.json', () => {
  let run: CliResult;
  let prism: ChildProcess;
  let base: string;
  beforeAll(async () => {
    run = await runContractInProcess({});
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prism = spawn(
      process.execPath,
      [prismBin, 'mock', '-h', '127.0.0.1', '-p', String(port), join(run.reportDir, 'openapi.json')],
      {
        stdio: 'ignore',
      },
    );
    await ready(base, prism);
  }, 180_000);
  afterAll(() => {
    prism?.kill();
  });

  const send = (body: unknown) =>
    fetch(`${base}/v1/marketing-center/send-mms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer any-token' },
      body: JSON.stringify(body),
    });

  test('a body without an observed required field is refused', async () => {
    const res = await send({ templateId: 'tmpl-001' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('sl-violations')).toContain("required property 'phone'");
  });

  test('a valid body is answered with the recorded example', async () => {
    const doc = run.json<Doc>('openapi.json');
    const responses = doc.paths['/v1/marketing-center/send-mms']?.post?.responses ?? {};
    const [status, recorded] = Object.entries(responses).find(([s]) => /^2/.test(s)) ?? [];
    const example = Object.values(recorded?.content ?? {})[0]?.example;
    expect(example).toBeDefined();
    const res = await send({ templateId: 'tmpl-001', phone: '+14155550123' });
    expect(String(res.status)).toBe(status);
    expect(await res.json()).toEqual(example);
  });
});
