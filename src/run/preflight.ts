/**
 * @module Is anything answering HTTP at the target? One request; a refused connection, a DNS failure
 * or a timeout is a harness error (exit 2), any HTTP answer at all is enough.
 */
import { HarnessError } from '../core/errors.ts';
import type { HttpClient } from '../http/client.ts';

export async function preflight(client: HttpClient): Promise<void> {
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
