/**
 * @module The legacy test server: a healthy PHP-era API where every answer is 200 with a
 * `{success, data}` or `{success: false, error}` envelope (validation, "Deal not found", "Not
 * authenticated" alike), except operation 5 which validates with 409; public operations 8 and
 * 18; two closed sets it never lists; unknown fields ignored; no 5xx ever; no rate limit. Its truth:
 * every status 200 (failures told apart by `success: false`); silent closed sets are published as
 * `enum` like any other (the truth type has no "never listed" flag): what it accepts, not what it says.
 */
import { randomBytes } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { envelope, tableTruth } from '../shared/request-truth.ts';
import type { IdKind } from '../shared/rules.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createLegacyHandler } from './handler.ts';
import { LEGACY_RULES } from './rules.ts';

export { LEGACY_RULES } from './rules.ts';

export interface LegacyServerOptions {
  readonly port?: number;
  /** 256 KiB unless told, answered with `200 {success:false}` like everything else. */
  readonly maxBodyBytes?: number;
}

const PREFIXES: Readonly<Record<IdKind, string>> = {
  REPORT_ID: 'RP',
  RECORD_ID: 'RC',
  DEAL_ID: 'DL',
  OPPORTUNITY_ID: 'OP',
  SESSION_ID: 'SS',
  RMA_ID: 'RM',
  CONTACT_ID: 'CT',
};

/** A two-letter kind prefix and eight upper-case hex digits (`DL-7F3A9C21`), a VARCHAR key. */
const legacyId = (kind: IdKind) => `${PREFIXES[kind]}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** The legacy server's handler, tenants and truth, for a server that wraps it (a limiter in front). */
export function legacyParts(maxBodyBytes = 262_144) {
  const tenants = new TenantDirectory(legacyId);
  const truth = tableTruth(
    LEGACY_RULES,
    {
      dialect: { enumCaseInsensitive: false, additionalProperties: true },
      noTokenStatus: 200,
      validationStatus: 200,
      notFoundStatus: 200,
      responseFields: (rule) =>
        envelope({ success: 'boolean', data: rule.method === 'DELETE' ? 'null' : 'object' })(),
    },
    { maxBodyBytes, errorContentType: 'application/json' },
  );
  return { handler: createLegacyHandler(maxBodyBytes, tenants), tenants, truth };
}

export function startLegacyServer(options: LegacyServerOptions = {}): Promise<ReferenceServerHandle> {
  const { handler, tenants, truth } = legacyParts(options.maxBodyBytes);
  return startOnLoopback(handler, options.port ?? 0, tenants, truth);
}
