/**
 * @module Record ids of the broken server: MongoDB-style ObjectIds (24 hex digits: a timestamp,
 * then random bytes), as a hapi + mongoose back end hands out.
 */
import { randomBytes } from 'node:crypto';
import type { IdKind } from '../shared/rules.ts';

export function objectId(_kind: IdKind): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${randomBytes(8).toString('hex')}`;
}
