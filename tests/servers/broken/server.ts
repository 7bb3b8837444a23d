/**
 * @module Starts the broken server (plain `node:http`) on 127.0.0.1. Closing it also ends what a
 * breakage holds open (stalled connections, delayed answers), so a test never hangs on it.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import type { Breakage } from './breakages/index.ts';
import { createBrokenHandler } from './handler.ts';
import { objectId } from './ids.ts';
import { type BrokenServerOptions, resolveBrokenOptions } from './options.ts';
import { brokenServerTruth } from './truth.ts';

/** `truth` is the healthy behaviour; `broken` says which operations answer with the breakage instead. */
export interface BrokenServerHandle extends ReferenceServerHandle {
  readonly broken: { readonly breakage: Breakage | 'none'; readonly operations: readonly string[] };
}

export async function startBrokenServer(options?: BrokenServerOptions): Promise<BrokenServerHandle> {
  const resolved = resolveBrokenOptions(options);
  const tenants = new TenantDirectory(objectId);
  const disposers = new Set<() => void>();
  const onClose = (dispose: () => void) => {
    disposers.add(dispose);
    return () => {
      disposers.delete(dispose);
    };
  };
  const handler = createBrokenHandler(resolved, tenants, onClose);
  const handle = await startOnLoopback(handler, resolved.port, tenants, brokenServerTruth(resolved), {
    keepAliveTimeout: 5_000,
    close: (closeServer) => {
      for (const dispose of [...disposers]) dispose();
      disposers.clear();
      return closeServer();
    },
  });
  return { ...handle, broken: { breakage: resolved.breakage, operations: [...resolved.brokenOperations] } };
}
