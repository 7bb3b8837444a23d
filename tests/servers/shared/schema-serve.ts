/**
 * @module The frame of the servers driven by a table of schemas (blind-zod, joi, blind-go, gostd):
 * the start (options over the server's defaults, tenants with the server's own id maker, the truth
 * published for those options), the optional per-tenant limiter, one request handler whose
 * unexpected failure gets the server's own fallback answer (never a 5xx) or, once headers are out,
 * a dropped connection, the id lookup a public route makes across tenants, and the bounds a
 * truth states (only those that are set).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  OperationTruth,
  ReferenceServerHandle,
  ServerTruth,
} from '../../../src/sandbox/server-truth.ts';
import { FixedWindow } from './fixed-window.ts';
import {
  type ModelServerOptions,
  modelServerTruth,
  type ResolvedModelOptions,
  resolveModelOptions,
} from './model-server.ts';
import type { IdKind } from './rules.ts';
import { startOnLoopback } from './start-on-loopback.ts';
import { type Tenant, TenantDirectory } from './tenants.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** What a success responder reads: the caller (absent on a public route called without a token), the path id (known to exist), the parsed body. */
export interface ResponderContext {
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  readonly id: string;
  readonly body: Readonly<Record<string, unknown>>;
}

export interface SchemaServer<Resolved extends ResolvedModelOptions> {
  readonly defaults: Omit<ResolvedModelOptions, 'port'>;
  readonly makeId: (kind: IdKind) => string;
  readonly handler: (options: Resolved, tenants: TenantDirectory) => RequestHandler;
  readonly operations: (options: Resolved) => Readonly<Record<string, OperationTruth>>;
  readonly errorContentType?: ServerTruth['errorContentType'];
}

/** Starts `server` on loopback; `extra` resolves the options a server adds to the common three. */
export function startSchemaServer<Resolved extends ResolvedModelOptions>(
  server: SchemaServer<Resolved>,
  options: ModelServerOptions | undefined,
  extra: Omit<Resolved, keyof ResolvedModelOptions>,
): Promise<ReferenceServerHandle> {
  const resolved = { ...resolveModelOptions(options, server.defaults), ...extra } as Resolved;
  const tenants = new TenantDirectory(server.makeId);
  const truth = modelServerTruth(server.operations(resolved), resolved);
  const published = { ...truth, errorContentType: server.errorContentType ?? truth.errorContentType };
  return startOnLoopback(server.handler(resolved, tenants), resolved.port, tenants, published);
}

/** `handle`, with anything it throws answered by `fallback` (or the connection dropped). */
export function serve(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  fallback: (response: ServerResponse) => void,
): RequestHandler {
  return (request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) fallback(response);
      else response.destroy();
    });
  };
}

export function limiterOf(options: ResolvedModelOptions): FixedWindow | undefined {
  return options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
}

/** Whether `id` is a record of the caller, or of anyone when a public route is called without a token. */
export function knownId(tenants: TenantDirectory, tenant: Tenant | undefined, kind: IdKind, id: string) {
  return tenant === undefined ? tenants.anyOwns(kind, id) : tenants.owns(tenant, kind, id);
}

/** The bounds that are set, for a truth that states only those. */
export function defined<K extends string>(values: Record<K, number | undefined>): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<
    Record<K, number>
  >;
}
