import { describe, expect, test } from 'vitest';
import { unboundedText } from '../../discovery/index.ts';
import { describeField, fieldName } from './gap-fields.ts';

describe('a bound probed and not found is said no further than what was tried', () => {
  test('an empty string accepted proves there is no minimum length', () => {
    expect(unboundedText('minLength', 0)).toBe('empty accepted (no minLength)');
  });

  test('10,000 characters accepted is "none up to 10,000 tried", never "no maxLength"', () => {
    expect(unboundedText('maxLength', 10_000)).toBe('maxLength: none up to 10,000 characters tried');
  });

  test('numbers name the value tried', () => {
    expect(unboundedText('minimum', -9_007_199_254_740_991)).toBe(
      'minimum: none up to -9,007,199,254,740,991 tried',
    );
  });

  test('the field line carries it', () => {
    const line = describeField({
      name: 'note',
      documented: true,
      type: 'string',
      typeVerified: true,
      unbounded: [{ bound: 'maxLength', tried: 10_000 }],
      evidence: {},
    });
    expect(line).toBe('note: string, maxLength: none up to 10,000 characters tried');
    expect(line).not.toMatch(/no maxLength/);
  });
});

describe('a field the document does not name is said to be so', () => {
  const caption = {
    name: 'caption',
    documented: false,
    type: 'string',
    typeVerified: true,
    maxLength: 200,
    unbounded: [],
    evidence: {},
  } as const;

  test('in lists of names and in the field line', () => {
    expect(fieldName(caption)).toBe('caption (not in the document)');
    expect(describeField(caption)).toBe('caption (not in the document): string, length ≤ 200');
  });

  test("an object field's own fields are never detailed by the document: no mark on each", () => {
    const { maxLength: _, ...rest } = caption;
    const primary = { ...rest, name: 'primary', type: 'object', properties: [caption] } as const;
    expect(describeField(primary)).toBe(
      'primary (not in the document): object, fields { caption: string, length ≤ 200 }',
    );
  });
});
