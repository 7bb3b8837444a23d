/**
 * @module The user's examples file (`EXAMPLES_FILE`): one request body the team knows the server
 * accepts, per operation, keyed by the document's operation number: `{"16": {"imageUrl": "…"}}`.
 * Discovery sends it first when it looks for an accepted body, and the cases send it as one of
 * their valid examples. Peers read such bodies from the OpenAPI document's `examples`; this
 * document has none, so they come from a file. A file that cannot be used stops the run with one
 * line (exit 2) before anything is sent: a half-used examples file would make a verdict no one chose.
 */
import { type OperationNumber, operations } from '../../fixtures/catalog.ts';
import { ConfigError } from './errors.ts';
import { readConfigFile } from './read-config-file.ts';

export type ExampleBody = Readonly<Record<string, unknown>>;

/** Known-good request bodies by operation number. */
export type UserExamples = ReadonlyMap<OperationNumber, ExampleBody>;

const VARIABLE = 'EXAMPLES_FILE';

function fail(message: string): never {
  throw new ConfigError(VARIABLE, message);
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The examples in `text` (the file's content); `source` names the file in messages. */
export function parseExamples(text: string, source: string): UserExamples {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    // One line: JSON.parse messages can quote the offending text, newlines included.
    const why = (err as Error).message.replace(/\s+/g, ' ').slice(0, 160);
    fail(`${source} is not valid JSON (${why})`);
  }
  if (!isObject(parsed)) {
    fail(
      `${source} must be a JSON object keyed by operation number, e.g. {"16": {...}}, not ${kindOf(parsed)}`,
    );
  }
  const out = new Map<OperationNumber, ExampleBody>();
  for (const [key, body] of Object.entries(parsed)) {
    const op = /^\d{1,3}$/.test(key) ? operations.find((o) => o.number === Number(key)) : undefined;
    if (op === undefined) {
      fail(`${source}: "${key}" is not an operation number of the document (1 to ${operations.length})`);
    }
    if (op.body.kind === 'none') fail(`${source}: operation ${key} takes no request body`);
    if (!isObject(body))
      fail(`${source}: operation ${key} needs a JSON object (its request body), not ${kindOf(body)}`);
    out.set(op.number, body);
  }
  return out;
}

/** Reads and checks the file at `path` (relative to the working directory). */
export function readExamplesFile(path: string): UserExamples {
  return parseExamples(readConfigFile(VARIABLE, path), path);
}
