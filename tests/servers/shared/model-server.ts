/**
 * @module The shared start and end of the model servers (Rails, Laravel, DRF, FastAPI): options
 * resolved against the server's defaults, two tenants keyed as its database keys them, the truth,
 * and a handler that reads the whole body first (413 past the limit, in the words of whatever sits
 * in front), then runs the server's own pipeline, turning any unexpected failure into its 400.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  OperationTruth,
  ReferenceServerHandle,
  ServerTruth,
} from '../../../src/sandbox/server-truth.ts';
import type { RateLimitOptions } from './fixed-window.ts';
import { readBody } from './read-body.ts';
import { startOnLoopback } from './start-on-loopback.ts';
import { type Tenant, TenantDirectory } from './tenants.ts';

/** Start options every model server takes: its port, its throttle (`false`: none) and body limit. */
export interface ModelServerOptions {
  readonly port?: number;
  /** `false` turns the throttle off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedModelOptions = Required<ModelServerOptions>;

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** What a server's pipeline is built from. */
export interface ModelServerParts {
  readonly options: ResolvedModelOptions;
  readonly tenants: TenantDirectory;
  /** The next key of a table (`notes`, an id kind …). */
  readonly newId: (table: string) => string;
}

export interface ModelPipeline {
  /** The answer to a body past the limit. */
  readonly tooLarge: (response: ServerResponse) => void;
  /** The 400 for an unexpected failure. */
  readonly failure: (response: ServerResponse) => void;
  /** Everything after the body is read. */
  readonly handle: (
    request: IncomingMessage,
    response: ServerResponse,
    bytes: Buffer,
  ) => Promise<void> | void;
}

export interface ModelServerSpec {
  readonly defaults: Omit<ResolvedModelOptions, 'port'>;
  /** A fresh key sequence per server started (one per table). */
  readonly keys: () => (table: string) => string;
  readonly operations: Readonly<Record<string, OperationTruth>>;
  readonly pipeline: (parts: ModelServerParts) => ModelPipeline;
}

export function startModelServer(
  spec: ModelServerSpec,
  options?: ModelServerOptions,
): Promise<ReferenceServerHandle> {
  const resolved = resolveModelOptions(options, spec.defaults);
  const newId = spec.keys();
  const tenants = new TenantDirectory(newId);
  const pipeline = spec.pipeline({ options: resolved, tenants, newId });
  const truth = modelServerTruth(spec.operations, resolved);
  return startOnLoopback(modelHandler(resolved.maxBodyBytes, pipeline), resolved.port, tenants, truth);
}

export function resolveModelOptions(
  options: ModelServerOptions | undefined,
  defaults: Omit<ResolvedModelOptions, 'port'>,
): ResolvedModelOptions {
  return {
    port: options?.port ?? 0,
    rateLimit: options?.rateLimit ?? defaults.rateLimit,
    maxBodyBytes: options?.maxBodyBytes ?? defaults.maxBodyBytes,
  };
}

/** The whole truth of a model server: its operations' truths plus what its options publish. */
export function modelServerTruth(
  operations: Readonly<Record<string, OperationTruth>>,
  options: ResolvedModelOptions,
): ServerTruth {
  return {
    operations,
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

function modelHandler(maxBodyBytes: number, pipeline: ModelPipeline): RequestHandler {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, maxBodyBytes);
    if (body.kind === 'aborted') return;
    if (body.kind === 'too_large') return pipeline.tooLarge(response);
    await pipeline.handle(request, response, body.bytes);
  }
  return (request, response) => {
    handle(request, response).catch(() => {
      // Never a 5xx, whatever the input: an unexpected failure is the client's bad request.
      if (!response.headersSent) pipeline.failure(response);
      else response.destroy();
    });
  };
}

/** Auto-increment keys as a database hands them out, one sequence per table: `first`, then every `step`. */
export function keySequences(first: number, step = 1): (table: string) => string {
  const last = new Map<string, number>();
  return (table) => {
    const key = (last.get(table) ?? first - step) + step;
    last.set(table, key);
    return String(key);
  };
}

/**
 * Where a path id leads: `found`, `missing` (nobody's), or `foreign` (another tenant's). A caller
 * without a tenant (a public operation) finds anyone's record.
 */
export function lookupRecord(
  tenants: TenantDirectory,
  tenant: Tenant | undefined,
  kind: Parameters<TenantDirectory['owns']>[1],
  key: string,
): 'found' | 'missing' | 'foreign' {
  if (!tenants.anyOwns(kind, key)) return 'missing';
  return tenant === undefined || tenants.owns(tenant, kind, key) ? 'found' : 'foreign';
}
