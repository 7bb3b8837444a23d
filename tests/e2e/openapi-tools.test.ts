/**
 * Issue 19: the observed document works in the tools people already use. `npm run contract`
 * (EXAMPLES=1, PROBE_LIMITS=false: one short run) against the sandbox and three model servers
 * written without reading the discovery code; the `openapi.json` it writes is handed, against the
 * same unchanged server, to `redocly lint` (recommended rules: 0 errors), to Dredd (replays the
 * examples, compares the answers with the documented ones: 0 failing) and to Portman + Newman
 * (status, content type, JSON body and response schema per operation: 0 failed assertions).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startDrfServer } from '../servers/drf/index.ts';
import { startFastapiServer } from '../servers/fastapi/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { redoclyLint, runDredd, runPortman } from '../support/openapi-tools.ts';
import { targetEnv } from '../support/target-env.ts';

const servers: [string, () => Promise<ReferenceServerHandle>][] = [
  ['sandbox', () => startSandbox()],
  ['rails', () => startRailsServer({ rateLimit: false })],
  ['drf', () => startDrfServer({ rateLimit: false })],
  ['fastapi', () => startFastapiServer({ rateLimit: false })],
];

describe.each(servers)('the observed document of the %s server in the established tools', (name, start) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  let doc: string;
  let dir: string;
  beforeAll(async () => {
    server = await start();
    run = await runContractCli({ ...targetEnv(server), EXAMPLES: '1', PROBE_LIMITS: 'false' });
    doc = join(run.reportDir, 'openapi.json');
    dir = mkdtempSync(join(tmpdir(), `openapi-tools-${name}-`));
  }, 170_000);
  afterAll(() => server?.close());

  test('the run passes and the document has an example wherever a tool replays one', () => {
    expect(run.code, run.stderr).toBe(0);
    const paths = run.json<{ paths: Record<string, Record<string, Operation>> }>('openapi.json').paths;
    const ops = Object.values(paths).flatMap((item) => Object.values(item));
    const params = ops.flatMap((op) => op.parameters ?? []);
    expect(params.length).toBeGreaterThan(0);
    expect(params.filter((p) => p.example === undefined)).toEqual([]);
    const bodies = ops.flatMap((op) => Object.values(op.requestBody?.content ?? {}));
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((b) => b.example === undefined)).toEqual([]);
  });

  test('redocly lint (recommended rules): 0 errors', async () => {
    const lint = await redoclyLint(doc, dir);
    console.log(
      `${name}: redocly lint ${lint.errors} errors, warnings: ${[...new Set(lint.warnings)].join(', ')}`,
    );
    expect(lint.problems.filter((p) => !lint.warnings.includes(p.split(':')[0] ?? ''))).toEqual([]);
    expect(lint.errors).toBe(0);
  });

  test('Dredd: 0 failing', async () => {
    const dredd = await runDredd(doc, server.url, server.tokens.a, dir);
    console.log(`${name}: dredd ${dredd.passed} passing, ${dredd.failed} failing`);
    expect(dredd.failures).toEqual([]);
    expect(dredd.failed).toBe(0);
    expect(dredd.passed).toBeGreaterThanOrEqual(15);
  });

  test('Portman + Newman: 0 failed assertions', async () => {
    const portman = await runPortman(doc, server.url, server.tokens.a, dir);
    console.log(`${name}: portman/newman ${portman.passed} passed, ${portman.failed} failed`);
    expect(portman.failures).toEqual([]);
    expect(portman.failed).toBe(0);
    expect(portman.passed).toBeGreaterThanOrEqual(40);
  });
});

interface Operation {
  parameters?: { name: string; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
}
