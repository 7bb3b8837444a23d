/**
 * @module `npm run contract:diff -- <A> <B> [--out <dir>]`: compares two deployments by the facts
 * their runs established (each a report directory or a baseline), without sending anything:
 * writes `diff.md` and `diff.html` to `--out` (default `reports/diff`) and prints the verdict and
 * the differences. Exit 1 when B breaks what A's clients rely on, 0 otherwise, 2 on bad input.
 */
import { exitCodes, HarnessError } from '../core/errors.ts';
import { contractDiff } from '../run/diff/contract-diff.ts';

const log = (line: string) => process.stderr.write(`contract:diff: ${line}\n`);

contractDiff(process.argv.slice(2), log).then(
  (code) => process.exit(code),
  (err: unknown) => {
    log(
      err instanceof HarnessError
        ? `error [${err.code}]: ${err.message}`
        : `internal error: ${String((err as Error)?.message ?? err).split('\n')[0]}`,
    );
    process.exit(exitCodes.harness);
  },
);
