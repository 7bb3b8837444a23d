/**
 * @module A file a variable names (`EXAMPLES_FILE`, `TRAFFIC`), read as text: one that cannot be
 * read is a `ConfigError` naming the variable and why, on one line (exit 2 before anything is sent).
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from './errors.ts';

export function readConfigFile(variable: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? ' (no such file)' : code ? ` (${code})` : '';
    throw new ConfigError(variable, `cannot read ${path}${why}`);
  }
}
