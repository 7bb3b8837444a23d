import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { inferSchema } from './infer-schema.ts';
import { mergeSchemas, normalizeSchema } from './merge-schema.ts';

describe('mergeSchemas', () => {
  test('incremental: merging the schemas of two batches equals inferring them together', () => {
    const a = [
      { id: 'x', n: 1, tags: ['a'], at: '2024-05-01' },
      { id: 'y', n: 2 },
    ];
    const b = [
      { id: 'z', n: 2.5, tags: [], at: null },
      { id: 'w', n: 3, extra: { k: true } },
    ];
    expect(mergeSchemas(inferSchema(a), inferSchema(b))).toEqual(inferSchema([...a, ...b]));
  });

  test('{} is the identity', () => {
    const schema = inferSchema([{ a: [1, 'x'], b: null }]);
    expect(mergeSchemas({}, schema)).toEqual(schema);
    expect(mergeSchemas(schema, {})).toEqual(schema);
  });

  test('required is what both require; integer widens to number; formats must agree', () => {
    expect(
      mergeSchemas(
        {
          type: 'object',
          properties: { a: { type: 'integer' }, b: { type: 'string', format: 'email' } },
          required: ['a', 'b'],
        },
        {
          type: 'object',
          properties: { a: { type: 'number' }, b: { type: 'string', format: 'uuid' } },
          required: ['a'],
        },
      ),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'string' } },
      required: ['a'],
    });
    expect(mergeSchemas({ type: 'string', format: 'date' }, { type: 'null' })).toEqual({
      type: ['string', 'null'],
      format: 'date',
    });
  });

  test('objects beside non-null types become anyOf, and anyOf merges back branch by branch', () => {
    const mixed = mergeSchemas(
      { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
      { type: 'string' },
    );
    expect(mixed).toEqual({
      anyOf: [
        { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
        { type: 'string' },
      ],
    });
    expect(
      mergeSchemas(mixed, { type: 'object', properties: { b: { type: 'boolean' } }, required: ['b'] }),
    ).toEqual({
      anyOf: [
        { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'boolean' } } },
        { type: 'string' },
      ],
    });
  });

  test('normalizeSchema writes a schema in canonical form', () => {
    expect(normalizeSchema({ type: ['null', 'integer', 'number', 'string'] })).toEqual({
      type: ['string', 'number', 'null'],
    });
  });

  test('property: inference is incremental for any split of any samples', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 8 }), fc.nat(), (samples, cut) => {
        const at = samples.length === 0 ? 0 : cut % (samples.length + 1);
        const merged = mergeSchemas(inferSchema(samples.slice(0, at)), inferSchema(samples.slice(at)));
        expect(JSON.stringify(merged)).toBe(JSON.stringify(inferSchema(samples)));
      }),
      { numRuns: 300 },
    );
  });
});
