import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { catalog } from '../fixtures/catalog.ts';
import type { Case } from '../src/core/case.ts';
import { buildCases } from './build-cases.ts';
import { readStoredCases, writeStoredCase } from './regression-store.ts';
import { replayCase, toStoredCase } from './replay.ts';
import { shrinkCase } from './shrink-case.ts';

const dir = mkdtempSync(join(tmpdir(), 'regressions-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const replayOpts = { knownIds: { dealId: '123456', reportId: 'rep_0042' }, sideEffectsAllowed: false };
const opts = { ...replayOpts, seed: 314, examples: 6 };

describe('replay', () => {
  test('generate → store → replay gives the deep-equal case, for every case of an operation', () => {
    for (const op of [catalog.createProperty, catalog.homeNote, catalog.migrateProducts, catalog.meetings]) {
      const cases = buildCases(op, opts);
      const sub = join(dir, String(op.number));
      for (const c of cases) writeStoredCase(sub, toStoredCase(c));
      const stored = readStoredCases(sub);
      expect(stored).toHaveLength(cases.length);
      const byId = new Map(cases.map((c) => [c.id, c]));
      for (const s of stored) expect(replayCase(s, replayOpts)).toEqual(byId.get(s.caseId));
    }
  });

  test('a stored case is plain data: seed, fast-check path, operation, scenario, id', () => {
    const c = buildCases(catalog.createProperty, opts).find((x) => x.id === 'op01-valid_full-004');
    expect(c && toStoredCase(c)).toEqual({
      seed: 314,
      path: '4',
      operation: 1,
      scenario: 'valid_full',
      caseId: 'op01-valid_full-004',
    });
  });

  test('a shrunk case replays from its shrunk path', async () => {
    // A pure stand-in for "the server fails": any body with at least 3 bedrooms.
    const triggers = (x: Case) =>
      x.body.kind === 'json' && (x.body.value as { bedrooms: number }).bedrooms >= 3;
    const c = buildCases(catalog.createProperty, opts).find(
      (x) => x.scenario === 'valid_full' && triggers(x),
    );
    if (c === undefined) throw new Error('no sampled body with 3 or more bedrooms');
    const shrunk = await shrinkCase(c, replayOpts, triggers);
    expect(shrunk?.id).toBe(c.id);
    expect(shrunk?.fcPath).not.toBe(c.fcPath);
    expect(shrunk?.body).toMatchObject({ kind: 'json', value: { bedrooms: 3 } });
    expect(shrunk && replayCase(toStoredCase(shrunk), replayOpts)).toEqual(shrunk);
    expect(await shrinkCase(c, replayOpts, () => false)).toBeUndefined();
  });

  test('a case the options do not generate is an error, not a silent substitute', () => {
    expect(() =>
      replayCase({ seed: 1, operation: 7, scenario: 'valid_full', caseId: 'op07-no_token' }, replayOpts),
    ).toThrow(/op07-no_token/);
  });
});
