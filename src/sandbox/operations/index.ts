/**
 * @module The sandbox's operation table: all 21 operations, keyed by the document's number. The
 * router, validator, handlers and published truth all read this one table.
 */
import { estimatesMarketingMeetingsOperations } from './estimates-marketing-meetings.ts';
import { homesEsignatureOperations } from './homes-esignatures.ts';
import type { OperationSpec } from './operation-spec.ts';
import { propertyReportOperations } from './property-reports.ts';
import { referralOperations } from './referrals.ts';
import { visionPaymentOperations } from './vision-payments.ts';
import { visitsRmaIntegrationOperations } from './visits-rma-integrations.ts';

export const operations = {
  ...propertyReportOperations,
  ...referralOperations,
  ...estimatesMarketingMeetingsOperations,
  ...visionPaymentOperations,
  ...homesEsignatureOperations,
  ...visitsRmaIntegrationOperations,
} as const satisfies Record<string, OperationSpec>;

export type OperationNumber = keyof typeof operations;

/** The table a server runs: the one above, or a copy rewritten by regression modifiers. */
export type OperationTable = Readonly<Partial<Record<OperationNumber, OperationSpec>>>;

export const operationNumbers = Object.keys(operations).sort(
  (x, y) => Number(x) - Number(y),
) as OperationNumber[];
