import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type BaselineFile, readBaseline, writeBaseline } from './baseline-file.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'baseline-file-'));
const baseline: BaselineFile = {
  version: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  target: 'http://127.0.0.1:4010',
  facts: { 'server body-limit': '16384', 'POST /v1/homes request.required': '["bedrooms"]' },
  witnesses: [],
  ids: { dealId: 'deal_1' },
  publicOperations: [2],
  exchanges: [],
};

describe('baseline files', () => {
  test('written as an index, a sorted facts file and a witnesses file, read back whole', async () => {
    const at = dir();
    await writeBaseline(join(at, 'staging.json'), baseline);
    expect(readdirSync(at).sort()).toEqual(['staging.facts.txt', 'staging.json', 'staging.witnesses.json']);
    expect(readFileSync(join(at, 'staging.facts.txt'), 'utf8').split('\n').slice(1)).toEqual([
      'POST /v1/homes request.required = ["bedrooms"]',
      'server body-limit = 16384',
      '',
    ]);
    expect(JSON.parse(readFileSync(join(at, 'staging.json'), 'utf8'))).not.toHaveProperty('facts');
    expect(await readBaseline(join(at, 'staging.json'))).toEqual(baseline);
  });

  test('a single-file baseline (version 2) is still read', async () => {
    const path = join(dir(), 'old.json');
    writeFileSync(path, JSON.stringify({ ...baseline, version: 2 }));
    expect(await readBaseline(path)).toEqual({ ...baseline, version: 2 });
  });

  test('an index whose facts file is missing or broken is a harness error', async () => {
    const at = dir();
    await writeBaseline(join(at, 'b.json'), baseline);
    writeFileSync(join(at, 'b.facts.txt'), 'no separator here\n');
    await expect(readBaseline(join(at, 'b.json'))).rejects.toThrow(/b\.facts\.txt is not a baseline file/);
    const index = JSON.parse(readFileSync(join(at, 'b.json'), 'utf8'));
    writeFileSync(join(at, 'c.json'), JSON.stringify({ ...index, factsFile: 'gone.facts.txt' }));
    await expect(readBaseline(join(at, 'c.json'))).rejects.toThrow(/named by/);
  });
});
