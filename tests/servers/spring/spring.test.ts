/**
 * Discovery against a fifth convention, the spring (Spring Boot/Jackson-style) test server: scalars
 * coerced, fractions truncated into ints, upper-case enums, binding errors with no detail.
 * Nothing wrong may be stated.
 */
import { expect, test } from 'vitest';
import { runDiscovery, summary } from '../../discovery/run-discovery.ts';
import { startSpringServer } from './index.ts';

test('discovery against the spring server states nothing wrong', async () => {
  const handle = await startSpringServer();
  try {
    const run = await runDiscovery(handle, { operations: [1, 2, 13, 18, 20] });
    console.log(summary('spring', run));
    expect(run.comparison.wrong).toEqual([]);
  } finally {
    await handle.close();
  }
});
