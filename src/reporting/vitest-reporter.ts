/**
 * @module The thin vitest adapter for the contract suites: one line per area file and one line per
 * failing test (its first message line), no stack traces, then one result line the command reads.
 * JUnit comes from vitest's own reporter. Loaded by path in the suites' own process.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** Starts the last line: `{ files, failed, errors }` as JSON, read by the command that started vitest. */
export const SUITES_RESULT_PREFIX = 'contract-suites-result ';

export interface SuitesResult {
  /** Test files that ran. */
  readonly files: number;
  /** Failing tests. */
  readonly failed: number;
  /** Errors raised outside any test. */
  readonly errors: number;
}

export default class ContractReporter implements Reporter {
  /** Lines go to stdout, which the command relays to its log. */
  private log(line: string): void {
    process.stdout.write(`${line}\n`);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>): void {
    let failedTotal = 0;
    for (const mod of modules) {
      const tests = [...mod.children.allTests()];
      const failed = tests.filter((t) => t.result().state === 'failed');
      failedTotal += failed.length;
      const skipped = tests.filter((t) => t.result().state === 'skipped').length;
      const area = mod.moduleId.replace(/^.*\/suites\//, '').replace(/\.contract\.test\.ts$/, '');
      this.log(
        `${failed.length === 0 ? 'ok  ' : 'FAIL'} ${area}: ${tests.length - failed.length - skipped} passed, ${failed.length} failed, ${skipped} skipped`,
      );
      for (const t of failed) {
        const message = t.result().errors?.[0]?.message?.split('\n')[0] ?? 'failed';
        this.log(`       ✗ ${t.fullName} — ${message}`);
      }
    }
    const result: SuitesResult = { files: modules.length, failed: failedTotal, errors: errors.length };
    this.log(`${SUITES_RESULT_PREFIX}${JSON.stringify(result)}`);
  }
}
