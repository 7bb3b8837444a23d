/**
 * @module What each id kind is called in "… not found" sentences (`Report not found`).
 */
import type { IdKind } from './rules.ts';

export const RECORD_NOUNS = {
  REPORT_ID: 'Report',
  RECORD_ID: 'Record',
  DEAL_ID: 'Deal',
  OPPORTUNITY_ID: 'Opportunity',
  SESSION_ID: 'Session',
  RMA_ID: 'RMA',
  CONTACT_ID: 'Contact',
} as const satisfies Readonly<Record<IdKind, string>>;
