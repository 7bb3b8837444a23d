/**
 * @module The sandbox: a real HTTP reference server implementing the 21 documented operations with
 * NestJS-style conventions, plus fault modifiers that each break one behaviour. It imports nothing
 * from the harness; the harness learns its conventions only by probing, and compares with `truth`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFaults } from './faults/index.ts';
import { type OperationTable, operations } from './operations/index.ts';
import { resolveOptions, type SandboxOptions } from './options.ts';
import { createRegressions } from './regressions/index.ts';
import { createRequestListener } from './server.ts';
import type { ReferenceServerHandle } from './server-truth.ts';
import { createSandboxState, type SandboxState } from './state/sandbox-state.ts';
import { buildTruth } from './truth.ts';

export { type FaultName, faultNames } from './faults/fault.ts';
export type { SandboxOptions } from './options.ts';
export { type RegressionName, regressionNames } from './regressions/regression.ts';
export type * from './server-truth.ts';

export interface SandboxHandle extends ReferenceServerHandle {
  /** The underlying server, e.g. for `supertest(handle.server)`. */
  readonly server: Server;
  /** The in-memory state, for tests that check recorded side effects. */
  readonly state: SandboxState;
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const resolved = resolveOptions(options);
  const state = createSandboxState();
  const faults = createFaults(resolved.faults, { slowMs: resolved.slowMs });
  const regressions = createRegressions(resolved.regressions, { slowEndpointMs: resolved.slowEndpointMs });
  // Regressions rewrite the table and limits before anything reads them, truth included.
  const table = regressions.reduce<OperationTable>((t, r) => r.operations?.(t) ?? t, operations);
  const limits = regressions.reduce((l, r) => r.limits?.(l) ?? l, {
    rateLimit: resolved.rateLimit,
    maxBodyBytes: resolved.maxBodyBytes,
  });
  const listener = createRequestListener({
    tokens: resolved.tokens,
    state,
    faults,
    regressions,
    operations: table,
    ...limits,
  });
  const truth = regressions.reduce((t, r) => r.truth?.(t) ?? t, buildTruth({ ...limits, operations: table }));
  const server = createServer({ keepAlive: true, keepAliveTimeout: 65_000 }, listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostForUrl(resolved.host)}:${port}`,
    tokens: resolved.tokens,
    ids: state.tenants.a.seeded,
    idsB: state.tenants.b.seeded,
    truth,
    server,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets would otherwise hold `close` open for the keep-alive timeout.
        server.closeAllConnections();
      }),
  };
}
