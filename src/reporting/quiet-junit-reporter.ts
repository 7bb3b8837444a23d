/**
 * @module vitest's own JUnit reporter, minus its "JUNIT report written to <staging path>" line: the
 * file is moved into `REPORT_DIR` afterwards, so that path would be wrong.
 */
import { JUnitReporter } from 'vitest/node';

export class QuietJUnitReporter extends JUnitReporter {
  override async onTestRunEnd(...args: Parameters<JUnitReporter['onTestRunEnd']>): Promise<void> {
    // `ctx` is private in the typings; the logger is the one vitest hands every reporter.
    const logger = (this as unknown as { ctx: { logger: { log: (...a: unknown[]) => void } } }).ctx.logger;
    const log = logger.log;
    logger.log = () => {};
    try {
      await super.onTestRunEnd(...args);
    } finally {
      logger.log = log;
    }
  }
}

/** Loaded by path in the suites' own process (`--outputFile.junit` names the file). */
export default QuietJUnitReporter;
