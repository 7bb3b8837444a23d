/**
 * @module The environment that points `npm run contract` at a reference server started by a test,
 * and a client of its own for a test's requests.
 */
import { HttpClient } from '../../src/http/client.ts';
import { Pacer } from '../../src/http/pacer.ts';
import { Redactor } from '../../src/http/redactor.ts';
import type { Target } from '../../src/run/target.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';

export function targetEnv(handle: ReferenceServerHandle): Record<string, string> {
  return {
    API_BASE_URL: handle.url,
    ACCESS_TOKEN: handle.tokens.a,
    ACCESS_TOKEN_B: handle.tokens.b,
    ...handle.ids,
  };
}

/** A started reference server as the target of an in-process run. */
export function serverTarget(handle: ReferenceServerHandle): Target {
  return {
    url: new URL(handle.url),
    token: handle.tokens.a,
    tokenB: handle.tokens.b,
    ids: handle.ids,
    embeddedSandbox: false,
    close: async () => {},
  };
}

/** A client of a started reference server with both tenants' tokens, for a test's own requests. */
export function clientOf(
  handle: ReferenceServerHandle,
  opts: { readonly requests: number; readonly sideEffectsAllowed: boolean; readonly idPrefix?: string },
): HttpClient {
  return new HttpClient({
    baseUrl: new URL(handle.url),
    tokens: handle.tokens,
    timeoutMs: 5000,
    pacer: new Pacer(opts.requests, 0),
    redactor: new Redactor([handle.tokens.a, handle.tokens.b]),
    sideEffectsAllowed: opts.sideEffectsAllowed,
    ...(opts.idPrefix !== undefined && { idPrefix: opts.idPrefix }),
  });
}

/** Every file under a report directory that contains `secret`. */
export async function filesContaining(dir: string, secret: string): Promise<string[]> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => readFileSync(f, 'utf8').includes(secret));
}
