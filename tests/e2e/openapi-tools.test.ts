/**
 * Issue 19: the observed document works in the tools people already use. The contract run
 * (EXAMPLES=1, PROBE_LIMITS=false: one short run; the command's stage in process, its reports the
 * command's: tests/e2e/same-seed-reports.test.ts) against the sandbox and three model servers
 * written without reading the discovery code; the `openapi.json` it writes is handed, against the
 * same unchanged server, to `redocly lint` (recommended rules, `no-path-trailing-slash` off in the
 * project's `redocly.yaml`: no problem but `info-license`), to Dredd (replays the
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
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { type LintResult, redoclyLint, runDredd, runPortman } from '../support/openapi-tools.ts';
import { targetEnv } from '../support/target-env.ts';

const servers: [string, () => Promise<ReferenceServerHandle>][] = [
  ['sandbox', () => startSandbox()],
  ['rails', () => startRailsServer({ rateLimit: false })],
  ['drf', () => startDrfServer({ rateLimit: false })],
  ['fastapi', () => startFastapiServer({ rateLimit: false })],
];

interface Subject {
  readonly server: ReferenceServerHandle;
  readonly run: CliResult;
  readonly doc: string;
  readonly dir: string;
}

const subjects = new Map<string, Subject>();
let lints: Map<string, LintResult>;

// Every server started and run first (the runs in process: the document is what is judged), so one
// redocly process lints the four documents; each server stays up for Dredd and Portman.
beforeAll(async () => {
  for (const [name, start] of servers) {
    const server = await start();
    const run = await runContractInProcess({ ...targetEnv(server), EXAMPLES: '1', PROBE_LIMITS: 'false' });
    const dir = mkdtempSync(join(tmpdir(), `openapi-tools-${name}-`));
    subjects.set(name, { server, run, doc: join(run.reportDir, 'openapi.json'), dir });
  }
  const docs = [...subjects.values()].map((s) => s.doc);
  lints = await redoclyLint(docs);
}, 400_000);
afterAll(async () => {
  for (const { server } of subjects.values()) await server.close();
});

describe.each(servers.map(([name]) => name))(
  'the observed document of the %s server in the established tools',
  (name) => {
    const subject = () => subjects.get(name) as Subject;

    test('the run passes and the document has an example wherever a tool replays one', () => {
      const { run } = subject();
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

    test('redocly lint (recommended rules, the project redocly.yaml): no problem but info-license', () => {
      const { run, doc } = subject();
      const lint = lints.get(doc) as LintResult;
      console.log(
        `${name}: redocly lint ${lint.errors} errors, warnings: ${[...new Set(lint.warnings)].join(', ')}`,
      );
      // No license is observable; anything else (an example its own schema refuses included) fails.
      expect(lint.problems.filter((p) => !p.startsWith('info-license:'))).toEqual([]);
      expect(lint.errors).toBe(0);
      // The rule turned off in redocly.yaml is about these: the service's own paths, kept as they are.
      const paths = Object.keys(run.json<{ paths: Record<string, unknown> }>('openapi.json').paths);
      expect(paths).toEqual(expect.arrayContaining(['/v1/property/', '/v1/referrals/', '/v1/meetings/']));
    });

    test('Dredd: 0 failing', async () => {
      const { server, doc, dir } = subject();
      const dredd = await runDredd(doc, server.url, server.tokens.a, dir);
      console.log(`${name}: dredd ${dredd.passed} passing, ${dredd.failed} failing`);
      expect(dredd.failures).toEqual([]);
      expect(dredd.failed).toBe(0);
      expect(dredd.passed).toBeGreaterThanOrEqual(15);
    });

    test('Portman + Newman: 0 failed assertions', async () => {
      const { server, doc, dir } = subject();
      const portman = await runPortman(doc, server.url, server.tokens.a, dir);
      console.log(`${name}: portman/newman ${portman.passed} passed, ${portman.failed} failed`);
      expect(portman.failures).toEqual([]);
      expect(portman.failed).toBe(0);
      expect(portman.passed).toBeGreaterThanOrEqual(40);
    });
  },
);

interface Operation {
  parameters?: { name: string; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
}
