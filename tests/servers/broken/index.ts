/**
 * @module The broken test server: a healthy hapi + Joi look-alike (400 Boom errors, 401 with a
 * Bearer challenge, ObjectId ids, `{status, data}` bodies) and, by option, ONE breakage on most
 * operations (a debug 500, a reset mid-body, a stall, status 999, a redirect loop, non-HTTP bytes,
 * or a 15 s answer on one operation), plus an optional sliding-window rate limit. Its truth is the
 * healthy behaviour; the handle's `broken` lists the operations a breakage replaces. Closing it
 * also ends what a breakage holds open (stalled connections, delayed answers).
 */
import { randomBytes } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { envelope, tableTruth } from '../shared/request-truth.ts';
import type { OperationNumber } from '../shared/rules.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import type { Breakage } from './breakages.ts';
import { createBrokenHandler } from './handler.ts';
import { BROKEN_SERVER_RULES } from './rules.ts';
import type { SlidingLimit } from './sliding-log.ts';

export { BREAKAGES, type Breakage } from './breakages.ts';
export { BROKEN_SERVER_RULES } from './rules.ts';

export interface BrokenServerOptions {
  readonly port?: number;
  /** One way of breaking; `none` (the default) is the healthy server. */
  readonly breakage?: Breakage | 'none';
  /**
   * Operations the breakage hits. Default: `slow-15s` hits operation 3 only; every other breakage
   * hits all operations but 1 and 21 (which stay healthy, so the server visibly answers).
   */
  readonly brokenOperations?: readonly OperationNumber[];
  /**
   * A breakage per operation, over `breakage` (a server failing in several ways at once: one
   * operation stalls, the next resets, the next crashes). Listed operations count as broken.
   */
  readonly perOperation?: Readonly<Partial<Record<OperationNumber, Breakage>>>;
  /** Delay of `slow-15s` before its (correct) answer. Default 15,000 ms. */
  readonly slowMs?: number;
  /** Requests per client address in a sliding window; `false` (the default) is no limit. */
  readonly rateLimit?: SlidingLimit | false;
  readonly maxBodyBytes?: number;
}

/** `truth` is the healthy behaviour; `broken` says which operations answer with a breakage instead. */
export interface BrokenServerHandle extends ReferenceServerHandle {
  readonly broken: { readonly breakage: Breakage | 'none'; readonly operations: readonly string[] };
}

const ALL = Object.keys(BROKEN_SERVER_RULES) as OperationNumber[];

/** MongoDB-style ObjectIds (a timestamp, then random bytes), as a hapi + mongoose back end hands out. */
const objectId = () =>
  `${Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0')}${randomBytes(8).toString('hex')}`;

export async function startBrokenServer(options: BrokenServerOptions = {}): Promise<BrokenServerHandle> {
  const breakage = options.breakage ?? 'none';
  const spared = breakage === 'slow-15s' ? ALL.filter((op) => op !== '3') : ['1', '21'];
  const perOperation = options.perOperation ?? {};
  const byBreakage =
    breakage === 'none' ? [] : (options.brokenOperations ?? ALL.filter((op) => !spared.includes(op)));
  const resolved: Required<BrokenServerOptions> = {
    port: options.port ?? 0,
    breakage,
    perOperation,
    brokenOperations: ALL.filter((op) => byBreakage.includes(op) || perOperation[op] !== undefined),
    slowMs: options.slowMs ?? 15_000,
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
  };
  const tenants = new TenantDirectory(objectId);
  const disposers = new Set<() => void>();
  const onClose = (dispose: () => void) => {
    disposers.add(dispose);
    return () => void disposers.delete(dispose);
  };
  const truth = tableTruth(
    BROKEN_SERVER_RULES,
    {
      dialect: { enumCaseInsensitive: false, additionalProperties: false },
      responseFields: envelope({ status: 'string', data: 'object' }),
    },
    {
      rateLimit: resolved.rateLimit,
      maxBodyBytes: resolved.maxBodyBytes,
      errorContentType: 'application/json; charset=utf-8',
    },
  );
  const handler = createBrokenHandler(resolved, tenants, onClose);
  const handle = await startOnLoopback(handler, resolved.port, tenants, truth, {
    keepAliveTimeout: 5_000,
    close: (closeServer) => {
      for (const dispose of [...disposers]) dispose();
      disposers.clear();
      return closeServer();
    },
  });
  return { ...handle, broken: { breakage, operations: [...resolved.brokenOperations] } };
}
