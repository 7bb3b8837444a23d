import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FieldSpec } from '../fixtures/operation-def.ts';
import type { FieldConstraints } from '../src/core/operation-knowledge.ts';
import { fieldArbitrary } from './field-arbitrary.ts';
import { satisfiesConstraints } from './learned-constraints.ts';

const names = [
  'streetAddress',
  'state',
  'phone',
  'clientEmail',
  'zipCode',
  'note',
  'bedrooms',
  'startTime',
  'yearBuilt',
  'upleg',
  'x',
];
const specs: FieldSpec[] = [
  { type: 'string' },
  { type: 'number' },
  { type: 'undetermined' },
  { type: 'string', hints: ['buyer'] },
];

const lengths = fc
  .tuple(fc.nat({ max: 30 }), fc.nat({ max: 40 }), fc.boolean(), fc.boolean())
  .map(([min, span, hasMin, hasMax]) => ({
    ...(hasMin && { minLength: min }),
    ...(hasMax && { maxLength: (hasMin ? min : 0) + span }),
  }));
const bounds = fc
  .tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.nat({ max: 1e6 }), fc.boolean(), fc.boolean())
  .map(([min, span, hasMin, hasMax]) => ({
    ...(hasMin && { minimum: min }),
    ...(hasMax && { maximum: (hasMin ? min : 0) + span }),
  }));

/** What discovery could learn: a type with its bounds, a format, or a closed set. */
const constraints: fc.Arbitrary<FieldConstraints> = fc.oneof(
  lengths.map((l) => ({ type: 'string' as const, ...l })),
  lengths.map((l) => ({ ...l })),
  fc
    .nat({ max: 30 })
    .map((extra) => ({ type: 'string' as const, format: 'email' as const, maxLength: 20 + extra })),
  fc.constantFrom('number' as const, 'integer' as const).chain((type) => bounds.map((b) => ({ type, ...b }))),
  fc.constantFrom('boolean' as const, 'object' as const, 'array' as const).map((type) => ({ type })),
  fc
    .uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 })
    .map((e) => ({ enum: e })),
);

describe('learned constraints', () => {
  test('every generated value satisfies the learned constraints (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.constantFrom(...specs),
        constraints,
        fc.integer(),
        (name, spec, c, seed) => {
          const values = fc.sample(fieldArbitrary(name, spec, c), { seed, numRuns: 10 });
          return values.every((v) => satisfiesConstraints(v, c));
        },
      ),
      { numRuns: 400, seed: 11 },
    );
  });

  test('vocabulary values are kept when they fit and narrowed when they do not', () => {
    const tight = fc.sample(
      fieldArbitrary('bedrooms', { type: 'number' }, { type: 'integer', minimum: 5 }),
      50,
    );
    expect(tight.every((v) => v === 5 || v === 6)).toBe(true);
    const far = fc.sample(
      fieldArbitrary('bedrooms', { type: 'number' }, { type: 'integer', minimum: 100, maximum: 110 }),
      50,
    );
    expect(far.every((v) => typeof v === 'number' && v >= 100 && v <= 110)).toBe(true);
    const short = fc.sample(fieldArbitrary('streetAddress', { type: 'string' }, { maxLength: 6 }), 50);
    expect(short.every((v) => typeof v === 'string' && v.length <= 6 && /^\d/.test(v))).toBe(true);
    expect(fc.sample(fieldArbitrary('state', { type: 'string' }, { enum: ['CA', 'NY'] }), 30)).toSatisfy(
      (vs: unknown[]) => vs.every((v) => v === 'CA' || v === 'NY'),
    );
  });

  test('contradictory constraints are refused eagerly', () => {
    expect(() => fieldArbitrary('n', { type: 'number' }, { minimum: 3, maximum: 1 })).toThrow(RangeError);
    expect(() => fieldArbitrary('s', { type: 'string' }, { minLength: 5, maxLength: 2 })).toThrow(RangeError);
    expect(() => fieldArbitrary('s', { type: 'string' }, { enum: [] })).toThrow(RangeError);
  });

  test('satisfiesConstraints refuses what breaks a rule', () => {
    expect(satisfiesConstraints('abc', { maxLength: 2 })).toBe(false);
    expect(satisfiesConstraints(1.5, { type: 'integer' })).toBe(false);
    expect(satisfiesConstraints(-1, { minimum: 0 })).toBe(false);
    expect(satisfiesConstraints('nope', { format: 'email' })).toBe(false);
    expect(satisfiesConstraints('x', { enum: ['y'] })).toBe(false);
    expect(satisfiesConstraints('a@example.com', { type: 'string', format: 'email', maxLength: 20 })).toBe(
      true,
    );
  });

  test('a fraction read as an integer breaks a rule only when every reading of it does', () => {
    const c = { type: 'integer', fractions: 'coerced', minimum: 1, maximum: 12 } as const;
    expect(satisfiesConstraints(12.5, c)).toBe(true); // truncated to 12
    expect(satisfiesConstraints(0.5, c)).toBe(true); // rounded to 1
    expect(satisfiesConstraints(0.25, c)).toBe(false); // 0 either way
    expect(satisfiesConstraints(13.5, c)).toBe(false);
    expect(satisfiesConstraints(1.5, { type: 'integer' })).toBe(false);
  });
});
