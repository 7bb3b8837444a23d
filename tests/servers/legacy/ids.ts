/**
 * @module Record ids of the legacy server: a two-letter kind prefix and eight upper-case hex digits
 * (`DL-7F3A9C21`), as a legacy PHP app stores them in a VARCHAR key.
 */
import { randomBytes } from 'node:crypto';
import type { IdKind } from '../shared/rules.ts';

const PREFIXES: Readonly<Record<IdKind, string>> = {
  REPORT_ID: 'RP',
  RECORD_ID: 'RC',
  DEAL_ID: 'DL',
  OPPORTUNITY_ID: 'OP',
  SESSION_ID: 'SS',
  RMA_ID: 'RM',
  CONTACT_ID: 'CT',
};

export function legacyId(kind: IdKind): string {
  return `${PREFIXES[kind]}-${randomBytes(4).toString('hex').toUpperCase()}`;
}
