/**
 * @module Phase 1, preflight: is anything answering HTTP at the target, and is the setup right? One
 * request first: a refused connection, a DNS failure or a timeout is a harness error (exit 2), any
 * HTTP answer at all is enough. Then setup mistakes (no operation under the base URL, a refused
 * token) stop the run here, also with exit 2.
 */
import { HarnessError } from '../../core/errors.ts';
import type { HttpClient } from '../../http/client.ts';
import { checkSetup } from '../setup-probes.ts';
import type { RunContext } from './context.ts';

async function reachable(client: HttpClient): Promise<void> {
  const ex = await client.send({
    method: 'GET',
    path: '/',
    auth: 'none',
    body: { kind: 'none' },
    label: 'preflight',
  });
  if (ex.failure) {
    const where = client.baseUrl.origin;
    const code = ex.failure.kind === 'timeout' ? 'TIMEOUT' : 'UNREACHABLE';
    throw new HarnessError(
      code,
      `target ${where} is unreachable (${ex.failure.kind}: ${ex.failure.message})`,
    );
  }
}

export async function preflightPhase(ctx: RunContext): Promise<void> {
  const { target, config } = ctx;
  ctx.progress({ kind: 'phase', phase: 'preflight' });
  await reachable(ctx.client);
  await checkSetup(ctx.client, ctx.shard.operations, {
    sideEffects: ctx.sideEffects,
    hasCredentials: target.token !== undefined || config.credentials.a !== undefined,
    credentialName: target.token !== undefined ? 'ACCESS_TOKEN' : 'the credentials of EXTRA_HEADERS/COOKIE',
  });
}
