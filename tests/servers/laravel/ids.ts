/**
 * @module Primary keys as the app's MySQL hands them out: one AUTO_INCREMENT sequence per table,
 * stepping by 10 (ClearDB's `auto_increment_increment`, usual for Laravel on Heroku), so seeds are
 * 1, 11, 21 … and a neighbouring number is nobody's. Route-model binding compares the path text
 * with the integer column, so `011` finds record 11; the 404 names the model class and the raw id.
 */
import { keySequences } from '../shared/model-server.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import type { IdKind } from '../shared/rules.ts';

export const autoIncrement = () => keySequences(1, 10);

/** What MySQL compares a `whereNumber` path id as. */
export function columnValue(pathId: string): string {
  return pathId.replace(/^0+(?=\d)/, '');
}

export function modelNotFound(kind: IdKind, pathId: string): string {
  return `No query results for model [App\\Models\\${RECORD_NOUNS[kind]}] ${pathId}`;
}
