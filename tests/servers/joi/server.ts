/**
 * @module Starts the Joi server (plain `node:http`) on 127.0.0.1 and hands back its tokens, seeded
 * ObjectIds and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createJoiHandler } from './handler.ts';
import { objectId } from './ids.ts';
import { type JoiServerOptions, resolveJoiOptions } from './options.ts';
import { joiTruth } from './truth.ts';

export function startJoiServer(options?: JoiServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveJoiOptions(options);
  const tenants = new TenantDirectory(objectId);
  return startOnLoopback(createJoiHandler(resolved, tenants), resolved.port, tenants, joiTruth(resolved));
}
