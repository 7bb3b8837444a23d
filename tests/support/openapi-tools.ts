/**
 * @module The established tools people hand an OpenAPI document to, run as their own command-line
 * programs on a document file against a live server: `redocly lint` (recommended rules), Dredd
 * (replays each operation's examples, compares the answer with the documented one) and Portman
 * (turns the document into a Postman collection with contract tests) run by Newman. Each returns
 * its own count of failures, read from its machine-readable output.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from './cli.ts';

const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);

interface Ran {
  readonly code: number | null;
  /** Its stdout and stderr as they came. */
  readonly output: string;
  readonly stdout: string;
}

/** One program, its output captured, killed after `timeoutMs`. */
function run(command: string, args: readonly string[], timeoutMs: number, cwd = projectRoot): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d) => {
      output += d;
      stdout += d;
    });
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      // Dredd colours its lines whatever the environment says.
      const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');
      done({ code, output: plain(output), stdout: plain(stdout) });
    });
  });
}

interface Problem {
  readonly severity: string;
  readonly ruleId: string;
  readonly message: string;
  readonly location: readonly { readonly source: { readonly ref: string }; readonly pointer: string }[];
}

export interface LintResult {
  readonly errors: number;
  readonly warnings: readonly string[];
  readonly problems: readonly string[];
}

/**
 * `redocly lint` with the project's `redocly.yaml`: the recommended rules, `no-path-trailing-slash`
 * off (the service's paths end in `/`; the document states the paths the server answers on).
 * Several documents go to one redocly process (its start costs about as much CPU as linting one
 * document); the result is by document, as given.
 */
export async function redoclyLint(docFiles: readonly string[]): Promise<Map<string, LintResult>> {
  const config = join(projectRoot, 'redocly.yaml');
  const ran = await run(
    bin('redocly'),
    ['lint', ...docFiles, '--config', config, '--format', 'json'],
    120_000,
  );
  // One JSON report per document on stdout, one after the other (`}{` at a line's start between).
  const reports = ran.stdout
    .trim()
    .split(/(?<=^\})(?=\{)/m)
    .map((json) => JSON.parse(json) as { problems: Problem[] });
  // A document left without its report (redocly stopped early) must not read as a clean one.
  if (reports.length !== docFiles.length)
    throw new Error(
      `redocly reported ${reports.length} of ${docFiles.length} documents: ${ran.output.slice(-2000)}`,
    );
  const problems = reports.flatMap((r) => r.problems);
  const line = (p: Problem) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`;
  // Each problem names its document relative to the directory redocly ran in; one that names none
  // counts against every document.
  const of = (doc: string) =>
    problems.filter((p) => {
      const ref = p.location[0]?.source.ref;
      return ref === undefined || resolve(projectRoot, ref) === resolve(doc);
    });
  return new Map(
    docFiles.map((doc) => {
      const found = of(doc);
      return [
        doc,
        {
          errors: found.filter((p) => p.severity === 'error').length,
          warnings: found.filter((p) => p.severity !== 'error').map((p) => p.ruleId),
          problems: found.map(line),
        },
      ];
    }),
  );
}

export interface ToolResult {
  readonly passed: number;
  readonly failed: number;
  /** The failures, one line each, for the test's message. */
  readonly failures: readonly string[];
}

/**
 * Dredd on the document against `url`, identity A's token sent. Only the success responses are
 * replayed (a hooks file skips the others): Dredd sends the one example request of an operation
 * for every response listed, and an error response needs a request its example is not.
 */
export async function runDredd(
  docFile: string,
  url: string,
  token: string,
  dir: string,
): Promise<ToolResult> {
  const hooks = join(dir, 'dredd-hooks.cjs');
  writeFileSync(
    hooks,
    "const hooks = require('hooks');\nhooks.beforeEach((t, done) => { if (!/^2/.test(String(t.expected.statusCode))) t.skip = true; done(); });\n",
  );
  const ran = await run(
    bin('dredd'),
    [
      docFile,
      url,
      '--header',
      `Authorization: Bearer ${token}`,
      '--hookfiles',
      hooks,
      '--loglevel',
      'warning',
    ],
    120_000,
  );
  const summary = /complete: (\d+) passing, (\d+) failing, (\d+) errors/.exec(ran.output);
  if (summary === null)
    return { passed: 0, failed: 1, failures: [`dredd did not finish: ${ran.output.slice(-2000)}`] };
  const failures = [...ran.output.matchAll(/^fail: (.+)$/gm)].map((m) => m[1] as string);
  return { passed: Number(summary[1]), failed: Number(summary[2]) + Number(summary[3]), failures };
}

/**
 * Portman converts the document into a Postman collection with its default contract tests (status,
 * content type, JSON body, response schema) against `url`, the bearer token set; Newman runs it.
 */
export async function runPortman(
  docFile: string,
  url: string,
  token: string,
  dir: string,
): Promise<ToolResult> {
  const config = join(dir, 'portman-config.json');
  writeFileSync(
    config,
    JSON.stringify({
      version: 1.0,
      tests: {
        contractTests: [
          {
            openApiOperation: '*::/*',
            statusSuccess: { enabled: true },
            contentType: { enabled: true },
            jsonBody: { enabled: true },
            schemaValidation: { enabled: true },
          },
        ],
      },
      globals: { securityOverwrites: { bearer: { token } } },
    }),
  );
  const collection = join(dir, 'portman-collection.json');
  const converted = await run(
    bin('portman'),
    ['-l', docFile, '-b', url, '-c', config, '-o', collection],
    120_000,
    dir,
  );
  if (converted.code !== 0)
    return { passed: 0, failed: 1, failures: [`portman: ${converted.output.slice(-2000)}`] };
  const report = join(dir, 'newman-report.json');
  // Operations that state their own security take the token from `bearerToken`.
  const args = ['run', collection, '--env-var', `bearerToken=${token}`];
  await run(bin('newman'), [...args, '--reporters', 'json', '--reporter-json-export', report], 120_000, dir);
  const stats = JSON.parse(readFileSync(report, 'utf8')) as {
    run: {
      stats: { assertions: { total: number; failed: number }; requests: { failed: number } };
      failures: { source?: { name?: string }; error: { test?: string; message: string } }[];
    };
  };
  const { assertions, requests } = stats.run.stats;
  return {
    passed: assertions.total - assertions.failed,
    failed: assertions.failed + requests.failed,
    failures: stats.run.failures.map(
      (f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`,
    ),
  };
}
