/**
 * @module Runs the real `npm run contract` as a child process (as a user would, embedded sandbox
 * unless the environment says otherwise) and measures it whole: wall time and peak RSS of its
 * process tree, plus what it printed and the run it wrote.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { RunRecord } from '../src/core/run-record.ts';
import { sampleTree, type TreePeaks } from './process-tree.ts';

const root = resolve(import.meta.dirname, '..');
/** A bound on one command run, so the bench never hangs. */
const TIMEOUT_MS = 600_000;

export interface CommandRun {
  readonly code: number | null;
  readonly wallSeconds: number;
  readonly memory: TreePeaks;
  readonly stderr: string;
  readonly run?: RunRecord;
}

/** Waits for a child (killed past `timeoutMs`): its exit code and what it wrote on `stream`. */
export async function settled(child: ChildProcess, stream: Readable, timeoutMs: number) {
  let text = '';
  stream.on('data', (c) => {
    text += c;
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('close', done);
  });
  clearTimeout(timer);
  return { code, text };
}

/** `keepHar`: where to copy the run's `exchanges.har` before its report directory goes. */
export async function runCommand(env: Record<string, string>, keepHar?: string): Promise<CommandRun> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'contract'], {
    cwd: root,
    env: { ...process.env, API_BASE_URL: '', ...env, REPORT_DIR: join(dir, 'reports') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = sampleTree(child.pid as number);
  const { code, text: stderr } = await settled(child, child.stderr, TIMEOUT_MS);
  const memory = stop();
  const wallSeconds = (performance.now() - started) / 1000;
  let run: RunRecord | undefined;
  try {
    if (keepHar) copyFileSync(join(dir, 'reports', 'exchanges.har'), keepHar);
    run = JSON.parse(readFileSync(join(dir, 'reports', 'run.json'), 'utf8')) as RunRecord;
  } catch {
    run = undefined; // exit 2: no reports
  }
  rmSync(dir, { recursive: true, force: true });
  return {
    code,
    wallSeconds,
    memory,
    stderr,
    ...(run && { run }),
  };
}

/**
 * Runs a measuring script of the tests (`npx tsx <script> …args`) as a child process, its words
 * passed through to stderr, and reads the JSON line it ends with; undefined when it failed.
 */
export async function scriptResult<T>(args: readonly string[], timeoutMs: number): Promise<T | undefined> {
  const child = spawn('npx', ['tsx', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { code, text } = await settled(child, child.stdout, timeoutMs);
  const last = text.trim().split('\n').at(-1);
  if (code !== 0 || last === undefined) return undefined;
  try {
    return JSON.parse(last) as T;
  } catch {
    return undefined;
  }
}
