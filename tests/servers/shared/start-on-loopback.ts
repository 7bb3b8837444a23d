/**
 * @module The one way a test server starts: a request handler served on 127.0.0.1 (port 0 =
 * ephemeral), handed back as the handle every test server returns (url, the tenants' tokens and
 * seeded ids, the truth, `close`). Closing does not wait for idle keep-alive connections.
 * A framework's own `node:http` server may be handed over instead of a handler (fastify's
 * `app.server` after `app.ready()`), so its settings and error handlers stay its own.
 */
import { createServer, type IncomingMessage, Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle, SeededIds, ServerTruth } from '../../../src/sandbox/server-truth.ts';

/** The two tenants a handle names (a `TenantDirectory`, or the tenants of a server behind a proxy). */
export interface HandleTenants {
  readonly a: { readonly token: string; readonly ids: SeededIds };
  readonly b: { readonly token: string; readonly ids: SeededIds };
}

export interface LoopbackOptions {
  /** `node:http`'s idle keep-alive timeout (its default, 5 s, when absent). */
  readonly keepAliveTimeout?: number;
  /** Wraps the close: what must end before (timers a server holds) or after (a server behind). */
  readonly close?: (closeServer: () => Promise<void>) => Promise<void>;
}

export async function startOnLoopback(
  handler: ((request: IncomingMessage, response: ServerResponse) => void) | Server,
  port: number,
  tenants: HandleTenants,
  truth: ServerTruth,
  options: LoopbackOptions = {},
): Promise<ReferenceServerHandle> {
  const server =
    handler instanceof Server
      ? handler
      : createServer(
          options.keepAliveTimeout === undefined ? {} : { keepAliveTimeout: options.keepAliveTimeout },
          handler,
        );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${address.port}`,
    tokens: { a: tenants.a.token, b: tenants.b.token },
    ids: tenants.a.ids,
    idsB: tenants.b.ids,
    truth,
    close: () => (options.close === undefined ? closeServer() : options.close(closeServer)),
  };
}
