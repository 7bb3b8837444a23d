/**
 * @module The terse test server: plain `node:http` in a legacy-PHP style, `{success, error}` bodies
 * naming one problem at a time (some under 200), 401 without WWW-Authenticate, public ops 8 and 18,
 * unknown fields rejected, GET bodies read, numeric ids and X-RateLimit-* headers. Its start
 * options (300 requests per 60 s, 64 KiB bodies by default) and its truth, read from its table.
 */
import { randomInt } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { applyRegressions } from '../shared/regression.ts';
import { envelope, tableTruth } from '../shared/request-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createTerseHandler, type TerseHandlerOptions } from './handler.ts';
import { TERSE_REGRESSIONS, type TerseRegressionName } from './regressions.ts';
import { TERSE_RULES } from './rules.ts';

export { type TerseRegressionName, terseRegressionNames } from './regressions.ts';
export { TERSE_RULES } from './rules.ts';

export interface TerseServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
  /** Deploy changes to apply (`regressions.ts`); none by default. */
  readonly regressions?: readonly TerseRegressionName[];
}

type ResolvedTerseOptions = TerseHandlerOptions & { readonly port: number };

export function startTerseServer(options: TerseServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: ResolvedTerseOptions = {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 300, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 65_536,
    ...applyRegressions(TERSE_RULES, TERSE_REGRESSIONS.pick(options.regressions ?? [])),
  };
  // Seven-digit numeric ids (`4821907`), like a legacy database's auto-increment keys.
  const tenants = new TenantDirectory(() => String(randomInt(1_000_000, 10_000_000)));
  const truth = tableTruth(
    resolved.rules,
    {
      dialect: { enumCaseInsensitive: false, additionalProperties: false },
      responseFields: envelope({ success: 'boolean', result: 'object' }),
    },
    {
      rateLimit: resolved.rateLimit,
      maxBodyBytes: resolved.maxBodyBytes,
      errorContentType: 'application/json',
    },
  );
  return startOnLoopback(createTerseHandler(resolved, tenants), resolved.port, tenants, truth);
}
