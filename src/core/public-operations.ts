/**
 * @module `PUBLIC_OPERATIONS`: the operations a team made public on purpose although the document
 * shows them with an Authorization header. Nothing is inferred: `auth_enforced` fails every other
 * documented-auth operation that lets a request in without a valid token, and the declared ones are
 * listed in every report as declared exceptions. `PUBLIC_OPERATIONS=11,21`, or
 * `PUBLIC_OPERATIONS=@path/to/file` naming a file of the same numbers (commas, spaces or lines; `#`
 * starts a comment), so the declaration can live beside the code it describes.
 */
import { readFileSync } from 'node:fs';
import { type OperationNumber, operations } from '../../fixtures/catalog.ts';
import { ConfigError } from './errors.ts';

const NAME = 'PUBLIC_OPERATIONS';

function listText(value: string): string {
  if (!value.startsWith('@')) return value;
  const file = value.slice(1).trim();
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, ''))
      .join(',');
  } catch (err) {
    throw new ConfigError(NAME, `cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** The declared operations in catalog order; undefined or empty = none. */
export function parsePublicOperations(value: string | undefined): readonly OperationNumber[] {
  if (value === undefined || value.trim() === '') return [];
  const items = listText(value.trim())
    .split(/[\s,;]+/)
    .map((s) => s.trim().replace(/^#/, ''))
    .filter((s) => s !== '');
  const chosen = new Set<OperationNumber>();
  for (const item of items) {
    const op = /^\d+$/.test(item) ? operations.find((o) => o.number === Number(item)) : undefined;
    if (op === undefined) {
      throw new ConfigError(
        NAME,
        `"${item}" is not an operation number of the document (1 to ${operations.length})`,
      );
    }
    if (!op.documentedAuthHeader) {
      throw new ConfigError(
        NAME,
        `operation ${op.number} is not shown with Authorization in the document: there is nothing to declare`,
      );
    }
    chosen.add(op.number);
  }
  return [...chosen].sort((x, y) => x - y);
}
