/**
 * @module Starts the Laravel server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded auto-increment ids and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createLaravelHandler } from './handler.ts';
import { autoIncrement } from './ids.ts';
import { type LaravelServerOptions, resolveLaravelOptions } from './options.ts';
import { laravelTruth } from './truth.ts';

export function startLaravelServer(options?: LaravelServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveLaravelOptions(options);
  const keys = autoIncrement();
  const tenants = new TenantDirectory(keys);
  return startOnLoopback(
    createLaravelHandler(resolved, tenants, keys),
    resolved.port,
    tenants,
    laravelTruth(resolved),
  );
}
