/**
 * @module Django's auto-increment primary keys, one sequence per table, and the lookup's cast of a
 * path id: `Model.objects.get(pk=…)` runs Python's `int()`, so `+1042`, `01042` and `1_042` find
 * record 1042 while `1042abc` raises `ValueError`, which DRF turns into a 404 like any miss.
 */
import { pythonInt } from './python.ts';

/** First key handed out per table. */
const FIRST_KEY = 1042;

export type PrimaryKeys = (table: string) => string;

export function primaryKeys(): PrimaryKeys {
  const sequences = new Map<string, number>();
  return (table) => {
    const key = sequences.get(table) ?? FIRST_KEY;
    sequences.set(table, key + 1);
    return String(key);
  };
}

/** The canonical key a path id names, or `undefined` where the cast raises. */
export function castPathId(id: string): string | undefined {
  const value = pythonInt(id);
  return value === undefined ? undefined : String(value);
}
