/**
 * @module The alt test server: fastify 5 + ajv, RFC 7807 errors with 422 for validation, 403 for
 * auth everywhere, `{ data }` envelopes, case-insensitive enums and ignored GET bodies. Its start
 * options (40 requests per 10 s, 16 KiB bodies by default) and its truth, read from its table.
 */
import { randomBytes } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { type Applied, applyRegressions } from '../shared/regression.ts';
import { tableTruth } from '../shared/request-truth.ts';
import type { IdKind, OperationRule } from '../shared/rules.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { type AltAppOptions, buildAltApp, type RateLimitWait } from './app.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';
import { ALT_REGRESSIONS, type AltRegressionName } from './regressions.ts';
import { ALT_RULES } from './rules.ts';

export type { RateLimitWait } from './app.ts';
export { type AltRegressionName, altRegressionNames } from './regressions.ts';
export { ALT_RULES } from './rules.ts';

export interface AltServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
  readonly rateLimitWait?: RateLimitWait;
  /** Deploy changes to apply (`regressions.ts`); none by default. */
  readonly regressions?: readonly AltRegressionName[];
}

type ResolvedAltOptions = AltAppOptions & { readonly port: number };

const PREFIXES: Readonly<Record<IdKind, string>> = {
  REPORT_ID: 'rep_',
  RECORD_ID: 'rec_',
  DEAL_ID: 'deal_',
  OPPORTUNITY_ID: 'opp_',
  SESSION_ID: 'ses_',
  RMA_ID: 'rma_',
  CONTACT_ID: 'con_',
};

/** A kind prefix and twelve base-36 characters (`rep_k3x…`), deliberately not uuids. */
const altId = (kind: IdKind) =>
  `${PREFIXES[kind]}${[...randomBytes(12)].map((byte) => '0123456789abcdefghijklmnopqrstuvwxyz'[byte % 36]).join('')}`;

export async function startAltServer(options: AltServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: ResolvedAltOptions = {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 40, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? 16_384,
    rateLimitWait: options.rateLimitWait ?? 'retry-after',
    ...applyAlt(options.regressions ?? []),
  };
  const tenants = new TenantDirectory(altId);
  const app = buildAltApp(resolved, tenants);
  await app.ready();
  const truth = tableTruth(
    resolved.rules,
    {
      dialect: { enumCaseInsensitive: true, additionalProperties: true },
      noTokenStatus: 403,
      validationStatus: 422,
      responseFields: (rule) =>
        rule.successStatus === 204 ? undefined : { data: { type: 'object', required: true } },
    },
    {
      rateLimit: resolved.rateLimit,
      maxBodyBytes: resolved.maxBodyBytes,
      errorContentType: PROBLEM_CONTENT_TYPE,
    },
  );
  return startOnLoopback(app.server, resolved.port, tenants, truth, {
    close: (closeServer) => closeServer().then(() => app.close()),
  });
}

function applyAlt(names: readonly string[]): Applied<OperationRule> {
  return applyRegressions(ALT_RULES, ALT_REGRESSIONS.pick(names));
}
