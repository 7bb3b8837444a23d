/**
 * @module `npm run sandbox` end to end: prints `.env`-ready lines, serves on the printed URL, stops
 * cleanly on SIGTERM, and refuses an unknown fault with exit code 2.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

function start(env: Record<string, string>) {
  const child = spawn(tsx, [main], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  return { child, exited: once(child, 'exit'), out: () => stdout, err: () => stderr };
}

describe('main', () => {
  it('prints the URL, tokens and ids, serves, and stops on SIGTERM', async () => {
    const run = start({ PORT: '0', SANDBOX_FAULTS: 'html-errors' });
    while (!run.out().includes('CONTACT_ID=')) {
      if (run.child.exitCode !== null) throw new Error(run.err());
      await new Promise((r) => setTimeout(r, 50));
    }
    const env = Object.fromEntries(
      run
        .out()
        .trim()
        .split('\n')
        .map((line) => line.split('=') as [string, string]),
    );
    expect(Object.keys(env)).toEqual([
      'API_BASE_URL',
      'ACCESS_TOKEN',
      'ACCESS_TOKEN_B',
      'REPORT_ID',
      'RECORD_ID',
      'DEAL_ID',
      'OPPORTUNITY_ID',
      'SESSION_ID',
      'RMA_ID',
      'CONTACT_ID',
    ]);
    const res = await request(env.API_BASE_URL!)
      .get(`/v1/homes/${env.DEAL_ID}`)
      .set('Authorization', `Bearer ${env.ACCESS_TOKEN}`);
    expect(res.status).toBe(200);
    expect((await request(env.API_BASE_URL!).get('/nope')).headers['content-type']).toMatch(/html/);
    run.child.kill('SIGTERM');
    const [code] = await run.exited;
    expect(code).toBe(0);
  });

  it('exits 2 with one line for an unknown fault', async () => {
    const run = start({ PORT: '0', SANDBOX_FAULTS: 'auth-bypass,nope' });
    const [code] = await run.exited;
    expect(code).toBe(2);
    expect(run.err().trim().split('\n')).toHaveLength(1);
    expect(run.err()).toContain('unknown fault "nope"');
    expect(run.out()).toBe('');
  });
});
