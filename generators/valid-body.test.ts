import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { catalog } from '../fixtures/catalog.ts';
import type { OperationKnowledge } from '../src/core/operation-knowledge.ts';
import { assertSameSeedSameValues } from './test-helpers.ts';
import { knowsRequired, toCaseBody, validBodyArbitrary } from './valid-body.ts';

describe('validBodyArbitrary', () => {
  test('valid_full carries every field of the table, in order', () => {
    const [body] = fc.sample(validBodyArbitrary(catalog.createProperty), { seed: 1, numRuns: 1 });
    expect(Object.keys(body ?? {})).toEqual(Object.keys(catalog.createProperty.body.fields));
    assertSameSeedSameValues(validBodyArbitrary(catalog.meetings));
  });

  test('valid_minimal carries only the fields learned to be required', () => {
    const knowledge: OperationKnowledge = {
      fields: { streetAddress: { required: true }, state: { required: false } },
    };
    expect(knowsRequired(knowledge)).toBe(true);
    expect(knowsRequired({ fields: { state: { type: 'string' } } })).toBe(false);
    const bodies = fc.sample(validBodyArbitrary(catalog.createProperty, knowledge, 'minimal'), 20);
    expect(bodies.every((b) => Object.keys(b).join() === 'streetAddress')).toBe(true);
  });

  test('an accepted body is the start: unconstrained fields are kept, constrained ones vary within rules', () => {
    const knowledge: OperationKnowledge = {
      acceptedBody: { streetAddress: '1 Main St', state: 'CA', bedrooms: 3 },
      fields: {
        bedrooms: { type: 'integer', minimum: 2, maximum: 4 },
        yearBuilt: { type: 'integer', minimum: 1950 },
      },
    };
    const bodies = fc.sample(validBodyArbitrary(catalog.createProperty, knowledge), { seed: 5, numRuns: 50 });
    for (const b of bodies) {
      expect(Object.keys(b).sort()).toEqual(['bedrooms', 'state', 'streetAddress', 'yearBuilt']);
      expect(b).toMatchObject({ streetAddress: '1 Main St', state: 'CA' });
      expect(b.bedrooms).toBeGreaterThanOrEqual(2);
      expect(b.bedrooms).toBeLessThanOrEqual(4);
      expect(b.yearBuilt).toBeGreaterThanOrEqual(1950);
    }
    expect(new Set(bodies.map((b) => b.bedrooms)).size).toBeGreaterThan(1);
  });

  test('object bodies are {} (or the accepted body); body kind none sends no body', () => {
    expect(fc.sample(validBodyArbitrary(catalog.imageNotes), 3)).toEqual([{}, {}, {}]);
    expect(fc.sample(validBodyArbitrary(catalog.disassociateContact), 1)).toEqual([{}]);
    const known = validBodyArbitrary(catalog.imageNotes, { fields: {}, acceptedBody: { imageIds: ['a'] } });
    expect(fc.sample(known, 2)).toEqual([{ imageIds: ['a'] }, { imageIds: ['a'] }]);
    expect(toCaseBody(catalog.removeSubscription, {})).toEqual({ kind: 'none' });
    expect(toCaseBody(catalog.imageNotes, {})).toEqual({ kind: 'json', value: {} });
  });
});
