/**
 * @module Record ids of the alt server: a kind prefix and twelve base-36 characters (`rep_k3x…`),
 * deliberately not uuids. An id of the wrong shape is simply not found.
 */
import { randomBytes } from 'node:crypto';
import type { IdKind } from '../shared/rules.ts';

const PREFIXES: Readonly<Record<IdKind, string>> = {
  REPORT_ID: 'rep_',
  RECORD_ID: 'rec_',
  DEAL_ID: 'deal_',
  OPPORTUNITY_ID: 'opp_',
  SESSION_ID: 'ses_',
  RMA_ID: 'rma_',
  CONTACT_ID: 'con_',
};

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

export function altId(kind: IdKind): string {
  const chars = [...randomBytes(12)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${PREFIXES[kind]}${chars}`;
}
