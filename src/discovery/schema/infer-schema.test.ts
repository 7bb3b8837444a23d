import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { JsonSchema } from '../../core/json-schema.ts';
import { inferSchema } from './infer-schema.ts';

// `ownProperties`: JSON Schema looks at own properties only; without it ajv would check an inherited
// `toString` against `properties.toString`. Strict mode proves the schemas are clean 2020-12.
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, ownProperties: true });
addFormats.default(ajv);

function validator(schema: JsonSchema) {
  return ajv.compile(schema);
}

describe('inferSchema', () => {
  test('empty input infers the empty schema', () => {
    expect(inferSchema([])).toEqual({});
    expect(inferSchema([undefined])).toEqual({});
  });

  test('scalars: integer only when every number is whole', () => {
    expect(inferSchema([1, 2])).toEqual({ type: 'integer' });
    expect(inferSchema([1, 2.5])).toEqual({ type: 'number' });
    expect(inferSchema(['a'])).toEqual({ type: 'string' });
    expect(inferSchema([true, false])).toEqual({ type: 'boolean' });
    expect(inferSchema([null])).toEqual({ type: 'null' });
    expect(inferSchema(['a', 1, true])).toEqual({ type: ['string', 'integer', 'boolean'] });
  });

  test('nested objects, in first-seen property order', () => {
    const schema = inferSchema([
      { id: 'p1', address: { street: '1 Main St', city: 'Springfield' }, bedrooms: 3 },
    ]);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string' },
        address: {
          type: 'object',
          properties: { street: { type: 'string' }, city: { type: 'string' } },
          required: ['street', 'city'],
        },
        bedrooms: { type: 'integer' },
      },
      required: ['id', 'address', 'bedrooms'],
    });
  });

  test('optional vs nullable vs always present', () => {
    const schema = inferSchema([
      { id: 'a', note: 'x', deletedAt: null },
      { id: 'b', deletedAt: '2024-05-01T10:00:00Z' },
      { id: 'c', note: 'y', deletedAt: null, extra: 1 },
    ]);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string' },
        note: { type: 'string' },
        deletedAt: { type: ['string', 'null'], format: 'date-time' },
        extra: { type: 'integer' },
      },
      required: ['id', 'deletedAt'],
    });
  });

  test('arrays of objects with optional keys; items merged over every element of every sample', () => {
    const schema = inferSchema([
      {
        items: [
          { sku: 'a', qty: 1 },
          { sku: 'b', qty: 2, note: 'gift' },
        ],
      },
      { items: [{ sku: 'c', qty: 1.5 }] },
      { items: [] },
    ]);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { sku: { type: 'string' }, qty: { type: 'number' }, note: { type: 'string' } },
            required: ['sku', 'qty'],
          },
        },
      },
      required: ['items'],
    });
    expect(inferSchema([{ tags: [] }, { tags: [] }])).toEqual({
      type: 'object',
      properties: { tags: { type: 'array' } },
      required: ['tags'],
    });
  });

  test('mixed types: a type list for scalars, anyOf beside objects and arrays, null folded in', () => {
    expect(inferSchema([{ a: 1 }, null])).toEqual({
      type: ['object', 'null'],
      properties: { a: { type: 'integer' } },
      required: ['a'],
    });
    expect(inferSchema([[1], null])).toEqual({ type: ['array', 'null'], items: { type: 'integer' } });
    expect(inferSchema([{ a: 1 }, [1], 'x', null])).toEqual({
      anyOf: [
        { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
        { type: 'array', items: { type: 'integer' } },
        { type: ['string', 'null'] },
      ],
    });
  });

  test('formats only when every non-null string has it; one other string removes it', () => {
    const uuid = '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b';
    const cases: readonly (readonly [unknown[], string | undefined])[] = [
      [['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.123+02:00'], 'date-time'],
      [['2024-05-01', '2024-02-29'], 'date'],
      [[uuid, uuid.toUpperCase()], 'uuid'],
      [['jane@example.com', 'a.b+c@mail.example.org'], 'email'],
      [['https://example.com/a?b=c', 'http://localhost:8080/x'], 'uri'],
      [['2024-05-01T10:00:00Z', null], 'date-time'],
      [['2024-05-01T10:00:00Z', '2024-05-01'], undefined],
      [['2024-05-01', 'tomorrow'], undefined],
      [['2023-02-29'], undefined],
      [['ftp://example.com/file', 'https://example.com'], undefined],
      [['jane@example.com', ''], undefined],
      [['not a format'], undefined],
    ];
    for (const [samples, format] of cases) {
      const schema = inferSchema(samples);
      expect(schema.format, JSON.stringify(samples)).toBe(format);
      const validate = validator(schema);
      for (const sample of samples) expect(validate(sample), JSON.stringify(sample)).toBe(true);
    }
  });

  test('a `{data: {...}}` envelope is ordinary nesting', () => {
    expect(
      inferSchema([{ data: { id: 'a', count: 2 } }, { data: { id: 'b', count: 3, next: null } }]),
    ).toEqual({
      type: 'object',
      properties: {
        data: {
          type: 'object',
          properties: { id: { type: 'string' }, count: { type: 'integer' }, next: { type: 'null' } },
          required: ['id', 'count'],
        },
      },
      required: ['data'],
    });
  });

  test('no enum or bounds, whatever the samples', () => {
    const text = JSON.stringify(
      inferSchema([
        { status: 'open', n: 1 },
        { status: 'open', n: 1 },
      ]),
    );
    for (const keyword of ['enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'const']) {
      expect(text).not.toContain(`"${keyword}"`);
    }
  });

  test('depth-limited: past the cap a value is described by its type alone', () => {
    let deep: unknown = { leaf: 1 };
    for (let i = 0; i < 50; i++) deep = { next: deep };
    const schema = inferSchema([deep], { maxDepth: 3 });
    expect(schema).toEqual({
      type: 'object',
      properties: {
        next: {
          type: 'object',
          properties: {
            next: { type: 'object', properties: { next: { type: 'object' } }, required: ['next'] },
          },
          required: ['next'],
        },
      },
      required: ['next'],
    });
    expect(validator(inferSchema([deep]))(deep)).toBe(true);
  });

  test('sample-limited', () => {
    expect(inferSchema([1, 'a'], { maxSamples: 1 })).toEqual({ type: 'integer' });
  });

  test('deterministic, and order-independent up to property order', () => {
    const samples = [{ a: 1, b: 'x' }, { b: null, c: [1, 'y'] }, { a: 2.5 }];
    expect(inferSchema(samples)).toEqual(inferSchema(samples));
    expect(JSON.stringify(inferSchema(samples))).toBe(JSON.stringify(inferSchema(structuredClone(samples))));
    const reversed = inferSchema([...samples].reverse());
    expect(reversed).toEqual(inferSchema(samples));
  });

  test('keys such as __proto__ and constructor are ordinary properties', () => {
    const samples = [JSON.parse('{"__proto__": {"x": 1}, "constructor": "c"}')];
    const schema = inferSchema(samples);
    expect(Object.keys(schema.properties ?? {})).toEqual(['__proto__', 'constructor']);
    expect(validator(schema)(samples[0])).toBe(true);
  });

  test('property: the inferred schema accepts every sample it was inferred from', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 6 }), (samples) => {
        const validate = validator(inferSchema(samples));
        for (const sample of samples) expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 200 },
    );
    // 200 runs take ~10 s alone and 30+ s on a loaded 2-core machine: a time limit, not a speed goal.
  }, 120_000);

  test('property: also for samples of one object shape with optional and nullable keys', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.constantFrom(
        '2024-05-01T10:00:00Z',
        '2024-05-01',
        'jane@example.com',
        'https://example.com',
        '3f2b8c1e-9d4a-4e6b-8f0a-1c2d3e4f5a6b',
      ),
    );
    const record = fc.object({
      key: fc.constantFrom('id', 'name', 'when', 'tags', 'owner'),
      values: [value],
      maxDepth: 2,
    });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 8 }), (samples) => {
        const validate = validator(inferSchema(samples));
        for (const sample of samples) expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 200 },
    );
    // 200 runs take ~10 s alone and 30+ s on a loaded 2-core machine: a time limit, not a speed goal.
  }, 120_000);
});
