/**
 * @module The checks, in the order they run (and findings are listed): the ones that can fail the
 * run first.
 */
import { authEnforced } from './auth-enforced.ts';
import { contentTypeConformance } from './content-type-conformance.ts';
import { crossTenantAccess } from './cross-tenant-access.ts';
import { documentedSuccess } from './documented-success.ts';
import { negativeDataRejected } from './negative-data-rejected.ts';
import { notAServerError } from './not-a-server-error.ts';
import { responseTime } from './response-time.ts';
import { stackTraceLeak } from './stack-trace-leak.ts';
import type { Check } from './types.ts';

export const allChecks: readonly Check[] = [
  notAServerError,
  authEnforced,
  crossTenantAccess,
  negativeDataRejected,
  documentedSuccess,
  stackTraceLeak,
  contentTypeConformance,
  responseTime,
];

/** The same list under the name the suites import. */
export const checks = allChecks;

export type { Check, CheckContext, FindingDraft } from './types.ts';
