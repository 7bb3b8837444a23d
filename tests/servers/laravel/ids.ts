/**
 * @module Primary keys as the app's MySQL hands them out: one AUTO_INCREMENT sequence per table,
 * stepping by 10 (ClearDB's `auto_increment_increment`, usual for Laravel on Heroku), so seeds are
 * 1, 11, 21 … and a neighbouring number is nobody's. Route-model binding compares the path text
 * with the integer column, so `011` finds record 11; the 404 names the model class and the raw id.
 */
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import type { IdKind } from '../shared/rules.ts';

const STEP = 10;

/** Next key of a table (an id kind, or another table such as `notes`). */
export type AutoIncrement = (table: string) => string;

export function autoIncrement(): AutoIncrement {
  const last = new Map<string, number>();
  return (table) => {
    const key = (last.get(table) ?? 1 - STEP) + STEP;
    last.set(table, key);
    return String(key);
  };
}

/** What MySQL compares a `whereNumber` path id as. */
export function columnValue(pathId: string): string {
  return pathId.replace(/^0+(?=\d)/, '');
}

export function modelNotFound(kind: IdKind, pathId: string): string {
  return `No query results for model [App\\Models\\${RECORD_NOUNS[kind]}] ${pathId}`;
}
