/**
 * Stored regressions (`fixtures/regressions/*.json`, copied from a run's `regressions.json`) are
 * replayed from their seed and fast-check path: against a sandbox with the fault they were found on,
 * the same check fires again; against the clean sandbox it does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { operationByNumber } from '../../fixtures/catalog.ts';
import { replayCase } from '../../generators/replay.ts';
import { establishedFacts } from '../../src/checks/established-facts.ts';
import { allChecks } from '../../src/checks/index.ts';
import { runChecks } from '../../src/checks/run-checks.ts';
import { unlearnedConventions } from '../../src/core/conventions.ts';
import { caseOrigin } from '../../src/core/origin.ts';
import type { Regression } from '../../src/core/regression.ts';
import { isFailureBody } from '../../src/discovery/index.ts';
import { caseRequest } from '../../src/run/case-request.ts';
import { type FaultName, startSandbox } from '../../src/sandbox/index.ts';
import { projectRoot } from '../support/cli.ts';
import { clientOf } from '../support/target-env.ts';

type StoredRegression = Regression & { readonly sandboxFault?: FaultName };

const dir = join(projectRoot, 'fixtures/regressions');
const stored: StoredRegression[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredRegression);

async function fires(r: StoredRegression, faults: FaultName[]): Promise<boolean> {
  const sandbox = await startSandbox({ faults });
  const client = clientOf(sandbox, { requests: 10, sideEffectsAllowed: r.replay.sideEffectsAllowed });
  try {
    const c = replayCase(r.stored, {
      knownIds: r.replay.knownIds,
      knowledge: r.replay.knowledge,
      sideEffectsAllowed: r.replay.sideEffectsAllowed,
    });
    expect(c.id).toBe(r.stored.caseId);
    const op = operationByNumber(r.stored.operation);
    const ex = await client.send(caseRequest(op, c));
    const check = allChecks.find((k) => k.name === r.check);
    if (!check) throw new Error(`unknown check ${r.check}`);
    // What discovery would have learned is unknown here: the documented fallbacks.
    const conventions = unlearnedConventions(op.number);
    const ctx = {
      op,
      conventions,
      isFailureBody,
      responseTimeMs: 5000,
      declaredPublic: false,
      facts: establishedFacts(conventions, []),
    };
    return runChecks(ex, caseOrigin(c), ctx, [check]).length > 0;
  } finally {
    await client.close();
    await sandbox.close();
  }
}

describe('stored regressions replay', () => {
  test('there is at least one', () => {
    expect(stored.length).toBeGreaterThan(0);
  });

  test.each(stored.map((r) => [r.stored.caseId, r] as const))('%s', async (_id, r) => {
    expect(await fires(r, r.sandboxFault ? [r.sandboxFault] : [])).toBe(true);
    if (r.sandboxFault) expect(await fires(r, [])).toBe(false);
  });
});
