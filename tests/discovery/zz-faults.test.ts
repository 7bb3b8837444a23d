import { test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

test.each([
  ['html-errors'],
  ['reset-on-negative'],
  ['stack-trace-leak'],
  ['server-error-on-unknown-id'],
  ['server-error-on-non-ascii'],
] as const)(
  'faults %s',
  async (fault) => {
    const h = await startSandbox({ faults: [fault] });
    const run = await runDiscovery(h);
    console.log(summary(fault, run));
    await h.close();
  },
  120000,
);
