/**
 * @module The thin vitest adapter for the contract suites: one line per area file and one line per
 * failing test (its first message line), no stack traces. JUnit comes from vitest's own reporter.
 */
import type { Reporter, TestModule } from 'vitest/node';

export class ContractReporter implements Reporter {
  /** Failing tests of the last run. */
  failed = 0;

  constructor(private readonly log: (line: string) => void) {}

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    this.failed = 0;
    for (const mod of modules) {
      const tests = [...mod.children.allTests()];
      const failed = tests.filter((t) => t.result().state === 'failed');
      this.failed += failed.length;
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
  }
}
