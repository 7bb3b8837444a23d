/**
 * @module The checks, in the order they run (and findings are listed): the ones that can fail the
 * run first; each says its scope (any exchange, a case's exchange, or an operation's exchanges).
 * Their names are core's list (`src/core/check-name.ts`): each check here must bear one of them, and
 * `check-name.test.ts` holds that every name is judged here, by the baseline gate or by the breaker.
 */
import type { CheckName } from '../core/check-name.ts';
import { authEnforced } from './auth-enforced.ts';
import { contentTypeConformance } from './content-type-conformance.ts';
import { crossTenantAccess } from './cross-tenant-access.ts';
import { documentedSuccess } from './documented-success.ts';
import { negativeDataRejected } from './negative-data-rejected.ts';
import { notAServerError } from './not-a-server-error.ts';
import { operationVerified } from './operation-verified.ts';
import { responseTime } from './response-time.ts';
import { stackTraceLeak } from './stack-trace-leak.ts';
import type { Check } from './types.ts';

export const allChecks = [
  notAServerError,
  operationVerified,
  authEnforced,
  crossTenantAccess,
  negativeDataRejected,
  documentedSuccess,
  stackTraceLeak,
  contentTypeConformance,
  responseTime,
] as const satisfies readonly Check<CheckName>[];

/** Judged once per run against `BASELINE` (by `src/baseline`), not per exchange. */
export const baselineCheckNames = ['drift', 'drift_compatible'] as const satisfies readonly CheckName[];

/** Judged once per run over the per-operation breaker's trips (`operation-responsive.ts`). */
export const breakerCheckNames = ['operation_responsive'] as const satisfies readonly CheckName[];

/** The same list under the name the suites import. */
export const checks = allChecks;

export type { Check, CheckContext, FindingDraft, JudgedExchange } from './types.ts';
