/**
 * @module The order test files start in: the longest measured ones first, so the last minutes of
 * `npm test` are short files filling both workers, not one long file running alone. Vitest's own
 * order (its cache of past durations, else the larger file first) applies to the rest, and to all
 * of them when none is listed; `npm ci` removes that cache (it lives in node_modules), and by size
 * `fault-matrix.test.ts` (58 lines, the second longest) would start among the last.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, from a whole-suite timing (`npm test` on a quiet 2-core machine, 3 workers, stop 25). */
const LONGEST = [
  'tests/e2e/drift-matrix.test.ts',
  'tests/e2e/generalisation.test.ts',
  'tests/e2e/rate-limit-learned.test.ts',
  'tests/discovery/limits.test.ts',
  'tests/e2e/observed-openapi.test.ts',
  'tests/e2e/openapi-tools.test.ts',
  'tests/e2e/fault-matrix.test.ts',
  'tests/e2e/shards.test.ts',
  'tests/e2e/other-servers.test.ts',
  'tests/e2e/faults.test.ts',
  'tests/e2e/verdict-servers.test.ts',
  'tests/e2e/model-servers-openapi.test.ts',
  'tests/e2e/traffic.test.ts',
  'tests/e2e/paced-limits.test.ts',
  'tests/e2e/contract-diff.test.ts',
  'tests/e2e/time-budget.test.ts',
  'tests/e2e/baseline.test.ts',
  'tests/e2e/auth-and-setup.test.ts',
  'tests/e2e/gap-report-curls.test.ts',
  'tests/e2e/user-examples.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = LONGEST.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll('\\', '/'));
      return at === -1 ? LONGEST.length : at;
    };
    // A stable sort: unlisted files keep vitest's order after the listed ones.
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec);
  }
}
