/**
 * Discovery against a fourth convention, the lax (FastAPI/pydantic-style) test server: coercing
 * types, 422 lists naming every error, unknown fields ignored. Nothing wrong may be stated.
 */
import { expect, test } from 'vitest';
import { runDiscovery, summary } from '../../discovery/run-discovery.ts';
import { startLaxServer } from './index.ts';

test('discovery against the lax server states nothing wrong', async () => {
  const handle = await startLaxServer();
  try {
    const run = await runDiscovery(handle, { operations: [1, 2, 8, 12, 13, 18, 19] });
    console.log(summary('lax', run));
    expect(run.comparison.wrong).toEqual([]);
    expect(run.comparison.correct / run.comparison.establishable).toBeGreaterThanOrEqual(0.9);
  } finally {
    await handle.close();
  }
});
