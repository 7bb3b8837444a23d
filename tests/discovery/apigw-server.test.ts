/**
 * Discovery behind a validator that names nothing (the blind API Gateway look-alike: 400 "Invalid
 * request body" for any model violation). Op 8's documented guess is wrong in two optional fields
 * at once (a mistyped `upleg`, a `bookedBy` missing its required key): leave-one-out cannot find
 * an accepted body, leave-two-out does, and the operation's fields are established from it.
 */
import { expect, test } from 'vitest';
import { startApigwServer } from '../servers/apigw/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

test('a detail-free validator: leave-two-out finds op 8 an accepted body, and nothing wrong is stated about it', async () => {
  const handle = await startApigwServer({ rateLimit: false });
  try {
    const run = await runDiscovery(handle, { operations: [8] });
    console.log(summary('apigw op 8', run));
    const op8 = run.comparison;
    expect(op8.wrong).toEqual([]);
    expect(op8.missing.filter((m) => /^op8\.(auth|success|getBody|calendar)/.test(m))).toEqual([]);
    expect(op8.correct / op8.establishable).toBeGreaterThanOrEqual(0.9);
  } finally {
    await handle.close();
  }
});
