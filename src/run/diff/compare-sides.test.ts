import { describe, expect, test } from 'vitest';
import type { Facts } from '../../baseline/facts.ts';
import { compareSides, sentence } from './compare-sides.ts';
import { verdictLine } from './diff-md.ts';
import type { FactsSide } from './report-facts.ts';

const side = (label: string, facts: Facts): FactsSide => ({
  label,
  path: `reports/${label}`,
  target: `https://${label}.example.com`,
  facts,
  incomplete: new Set(),
});

const note = 'POST /v1/homes/{dealId}/note';
const production = side('production', {
  [`${note} request.required`]: '["author","note"]',
  [`${note} request.note.type`]: '"string"',
  [`${note} request.author.type`]: '"string"',
  [`${note} success`]: '["201"]',
});

describe('two deployments compared with the drift rules', () => {
  test('the same facts: no differences, nothing broken', () => {
    const c = compareSides(production, side('staging', { ...production.facts }));
    expect(c.differences).toEqual([]);
    expect(c.breaks).toBe(false);
    expect(verdictLine(c)).toBe('no differences: 4 facts the same');
  });

  test('a field no longer required is listed but breaks no client of A; a new success status does', () => {
    const loosened = compareSides(
      production,
      side('staging', { ...production.facts, [`${note} request.required`]: '["note"]' }),
    );
    expect(loosened.differences.map((d) => [d.kind, sentence(loosened, d)])).toEqual([
      ['loosened', 'staging against production: #13 no longer requires `author`'],
    ]);
    expect(loosened.breaks).toBe(false);
    const broken = compareSides(
      production,
      side('staging', { ...production.facts, [`${note} success`]: '["200"]' }),
    );
    expect(broken.differences.map((d) => d.kind)).toEqual(['breaking']);
    expect(broken.breaks).toBe(true);
    expect(broken.differences[0]?.facts).toEqual([{ key: `${note} success`, a: '["201"]', b: '["200"]' }]);
  });

  test('what a side did not finish learning is no difference', () => {
    const { [`${note} request.author.type`]: _gone, ...rest } = production.facts;
    const cut = { ...side('staging', rest), incomplete: new Set([13] as const) };
    expect(compareSides(production, cut).differences).toEqual([]);
  });
});
