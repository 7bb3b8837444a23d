/**
 * @module The files named by `TRAFFIC` (comma-separated, split by the configuration): each a HAR 1.2 file or a Postman
 * collection v2.1, told apart by their content. A file that cannot be used stops the run before
 * anything is sent (exit 2, one line), as a bad `EXAMPLES_FILE` does: half-read traffic would
 * make a verdict no one chose.
 */
import { ConfigError } from '../core/errors.ts';
import { readConfigFile } from '../core/read-config-file.ts';
import { harEntries } from './read-har.ts';
import { isPostmanCollection, postmanEntries } from './read-postman.ts';
import type { TrafficEntry } from './traffic-entry.ts';

const VARIABLE = 'TRAFFIC';

function fail(message: string): never {
  throw new ConfigError(VARIABLE, message);
}

/** The entries of one file's text; `file` names it in messages and evidence. */
export function parseTraffic(text: string, file: string): TrafficEntry[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    fail(`${file} is not valid JSON (${(err as Error).message.replace(/\s+/g, ' ').slice(0, 120)})`);
  }
  const isHar = typeof doc === 'object' && doc !== null && 'log' in doc;
  if (!isHar && !isPostmanCollection(doc)) {
    fail(
      `${file} is neither a HAR 1.2 file (a "log" object) nor a Postman collection v2.1 (an "info.schema")`,
    );
  }
  const entries = isHar ? harEntries(doc, file) : postmanEntries(doc, file);
  if (typeof entries === 'string') fail(`${file}: ${entries}`);
  return entries;
}

/** Reads every file of `TRAFFIC`, in order. */
export function readTraffic(files: readonly string[]): TrafficEntry[] {
  return files.flatMap((file) => parseTraffic(readConfigFile(VARIABLE, file), file));
}
