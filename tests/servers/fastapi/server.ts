/**
 * @module Starts the FastAPI server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded uuid4 ids and truth.
 */
import { randomUUID } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createFastapiHandler } from './handler.ts';
import { type FastapiServerOptions, resolveFastapiOptions } from './options.ts';
import { fastapiTruth } from './truth.ts';

export function startFastapiServer(options?: FastapiServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveFastapiOptions(options);
  const tenants = new TenantDirectory(() => randomUUID());
  return startOnLoopback(
    createFastapiHandler(resolved, tenants),
    resolved.port,
    tenants,
    fastapiTruth(resolved),
  );
}
