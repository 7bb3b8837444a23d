/**
 * Two runs of the real command with the same SEED against the embedded sandbox write identical
 * reports: every file of REPORT_DIR, compared whole, with only what moves with the clock or the
 * machine blanked by the short list below (the port, times and durations, the sandbox's random
 * ids). A small request budget keeps the runs short; the budget cuts at a request count, not a time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import { writers } from '../../src/reporting/writers.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';

/** What may differ between two runs of the same seed, and nothing else. */
const BLANKS: readonly (readonly [RegExp, string])[] = [
  // The embedded sandbox's port, chosen at start (in URLs and the document's server variable).
  [/127\.0\.0\.1:\d+/g, '127.0.0.1:<port>'],
  [/("port": \{\s*"default": )"\d+"/g, '$1"<port>"'],
  // Clock times: ISO timestamps, HTTP dates, the seconds left in the rate-limit window.
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, '<time>'],
  [/(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<date>'],
  [/(ratelimit-reset(?:: |","value":"))\d+/gi, '$1<s>'],
  // Durations: HAR timings, the page's per-exchange ms, the run's sending time, JUnit times.
  [/("(?:time|wait|ms|sendingMs)": ?)[\d.]+/g, '$1<ms>'],
  [/ time="[\d.]+"/g, ' time="<s>"'],
  [/sending stopped after [\d.]+ s/g, 'sending stopped after <s> s'],
  // The sandbox's generated ids: uuids and random hex (a payment's client secret).
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/(?<![0-9a-f])[0-9a-f]{20,}(?![0-9a-f])/g, '<hex id>'],
];

const blank = (text: string) => BLANKS.reduce((out, [pattern, to]) => out.replace(pattern, to), text);

/** Every file the run wrote, by its path under REPORT_DIR, blanked. */
function reports(run: CliResult): Map<string, string> {
  const files = readdirSync(run.reportDir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  );
  return new Map(
    files
      .map((e) => join(e.parentPath, e.name))
      .sort()
      .map((file) => [relative(run.reportDir, file), blank(readFileSync(file, 'utf8'))]),
  );
}

/** The first piece (cut at commas, newlines and tag ends) where two texts part, with its index. */
function firstDifference(a: string, b: string): string | undefined {
  const [x, y] = [a.split(/(?<=[,\n>])/), b.split(/(?<=[,\n>])/)];
  const at = x.findIndex((piece, i) => piece !== y[i]);
  if (at === -1 && x.length === y.length) return undefined;
  const i = at === -1 ? x.length : at;
  return `piece ${i}: ${JSON.stringify(x[i]?.slice(0, 300))} vs ${JSON.stringify(y[i]?.slice(0, 300))}`;
}

test('the same SEED writes identical reports, all files, with ports, times and generated ids blanked', async () => {
  const env = { SEED: '11', EXAMPLES: '1', MAX_REQUESTS: '300' };
  // Two processes, two embedded sandboxes: nothing is shared between the runs but the seed.
  const runs = await Promise.all([runContractCli(env), runContractCli(env)]);
  for (const run of runs) expect(run.code, run.stderr).toBe(0);
  const [a, b] = runs.map(reports) as [Map<string, string>, Map<string, string>];
  expect([...b.keys()]).toEqual([...a.keys()]);
  // Every writer's file and the suites' junit.xml, at the least.
  expect([...a.keys()]).toEqual(expect.arrayContaining([...Object.keys(writers), 'junit.xml']));
  expect(a.get('exchanges.har')?.match(/"request":/g)?.length).toBe(300);
  for (const [file, text] of a) expect(firstDifference(text, b.get(file) ?? ''), file).toBeUndefined();
});

// The e2e tests run most of their runs in process (tests/support/in-process.ts): that stands for the
// command only while it writes what the command writes, the suites' junit.xml aside.
test('a run in process writes the same reports as the command with the same SEED, junit.xml aside', async () => {
  const env = { SEED: '12', EXAMPLES: '1', MAX_REQUESTS: '300' };
  const [command, inProcess] = await Promise.all([runContractCli(env), runContractInProcess(env)]);
  expect([command.code, inProcess.code], inProcess.stderr).toEqual([0, 0]);
  const [a, b] = [reports(command), reports(inProcess)];
  a.delete('junit.xml');
  expect([...b.keys()]).toEqual([...a.keys()]);
  for (const [file, text] of a) expect(firstDifference(text, b.get(file) ?? ''), file).toBeUndefined();
});
