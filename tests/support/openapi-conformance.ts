/**
 * @module Issue 28 item 7's rule, as one call on a run's reports: every exchange of its
 * `exchanges.har` conforms to the `openapi.json` it wrote (status listed, body under a listed
 * content type and valid against its schema, accepted bodies valid, bodies refused by validation
 * not, a body required where its absence was refused), and every example in the document is valid
 * against the schema beside it. The validator is `src/reporting/openapi/` (ajv, JSON Schema
 * 2020-12); this gives the e2e tests one readable list, alike mismatches folded.
 */

import { expect } from 'vitest';
import {
  countByKind,
  describeMismatches,
  type Mismatch,
} from '../../src/reporting/openapi/conformance-mismatch.ts';
import type { OpenApiDocument } from '../../src/reporting/openapi/document-shape.ts';
import { exampleMismatches } from '../../src/reporting/openapi/example-conformance.ts';
import { exchangeMismatches, type HarEntryLike } from '../../src/reporting/openapi/exchange-conformance.ts';
import { schemaValidator } from '../../src/reporting/openapi/schema-validator.ts';
import type { CliResult } from './cli.ts';

export interface Conformance {
  readonly mismatches: readonly Mismatch[];
  /** One line per kind of mismatch, operation, status and reason, with count and exchange ids. */
  readonly lines: readonly string[];
  /** `n exchanges, m mismatches {kind: count}`, for the test's log. */
  readonly summary: string;
}

export function runConformance(run: Pick<CliResult, 'json'>): Conformance {
  const doc = run.json<OpenApiDocument>('openapi.json');
  const entries = run.json<{ log: { entries: HarEntryLike[] } }>('exchanges.har').log.entries;
  const validator = schemaValidator();
  const mismatches = [...exchangeMismatches(doc, entries, validator), ...exampleMismatches(doc, validator)];
  return {
    mismatches,
    lines: describeMismatches(mismatches).map((line) =>
      line.length > 400 ? `${line.slice(0, 400)}…` : line,
    ),
    summary: `${entries.length} exchanges, ${mismatches.length} mismatches ${JSON.stringify(countByKind(mismatches))}`,
  };
}

/** The rule as a test's assertion: the list of mismatches, empty. */
export function expectConforming(name: string, run: Pick<CliResult, 'json'>): void {
  const c = runConformance(run);
  console.log(`${name}: exchanges.har against openapi.json: ${c.summary}`);
  expect(c.lines).toEqual([]);
}
