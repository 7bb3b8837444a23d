/**
 * @module Record ids of the terse server: seven-digit numeric strings (`4821907`), like the
 * auto-increment keys of a legacy database. Any other shape is simply not found.
 */
import { randomInt } from 'node:crypto';
import type { IdKind } from '../shared/rules.ts';

export function terseId(_kind: IdKind): string {
  return String(randomInt(1_000_000, 10_000_000));
}
