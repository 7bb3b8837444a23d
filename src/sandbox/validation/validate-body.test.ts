/** @module The class-validator-style validator: one message per bad field, in class-validator wording. */
import { describe, expect, it } from 'vitest';
import type { BodyFields } from './field-rule.ts';
import { NOT_AN_OBJECT, validateBody } from './validate-body.ts';

const fields: BodyFields = {
  name: { type: 'string', required: true, minLength: 3, maxLength: 5 },
  email: { type: 'string', format: 'email' },
  kind: { type: 'string', enum: ['buyer', 'seller'] },
  count: { type: 'integer', minimum: 0, maximum: 20 },
  ratio: { type: 'number', maximum: 1 },
  flag: { type: 'boolean' },
  tags: { type: 'array', items: 'string' },
  meta: { type: 'object' },
};

describe('validateBody', () => {
  it('accepts a valid body and absent optional fields', () => {
    expect(validateBody(fields, { name: 'abc' })).toEqual([]);
    expect(
      validateBody(fields, { name: '😀😀😀', count: 0, ratio: 0.5, flag: false, tags: [], meta: {} }),
    ).toEqual([]);
  });

  it.each([
    [{}, ['name should not be empty']],
    [{ name: '' }, ['name should not be empty']],
    [{ name: null }, ['name should not be empty']],
    [{ name: 5 }, ['name must be a string']],
    [{ name: 'ab' }, ['name must be longer than or equal to 3 characters']],
    [{ name: 'abcdef' }, ['name must be shorter than or equal to 5 characters']],
    [{ name: 'abc', email: 'a@b' }, ['email must be an email']],
    [{ name: 'abc', kind: 'Buyer' }, ['kind must be one of the following values: buyer, seller']],
    [{ name: 'abc', count: 5.5 }, ['count must be an integer number']],
    [{ name: 'abc', count: '5' }, ['count must be an integer number']],
    [{ name: 'abc', count: -1 }, ['count must not be less than 0']],
    [{ name: 'abc', count: 21 }, ['count must not be greater than 20']],
    [{ name: 'abc', ratio: '1' }, ['ratio must be a number conforming to the specified constraints']],
    [
      { name: 'abc', ratio: Number.POSITIVE_INFINITY },
      ['ratio must be a number conforming to the specified constraints'],
    ],
    [{ name: 'abc', flag: 'true' }, ['flag must be a boolean value']],
    [{ name: 'abc', tags: 'a' }, ['tags must be an array']],
    [{ name: 'abc', tags: [1] }, ['each value in tags must be a string']],
    [{ name: 'abc', meta: [] }, ['meta must be an object']],
    [{ name: 'abc', flag: null }, ['flag must be a boolean value']],
    [{ name: 'abc', extra: 1 }, ['property extra should not exist']],
  ])('%j → %j', (body, messages) => {
    expect(validateBody(fields, body)).toEqual(messages);
  });

  it('reports unknown properties first, then every bad field', () => {
    expect(validateBody(fields, { zz: 1, count: -1 })).toEqual([
      'property zz should not exist',
      'name should not be empty',
      'count must not be less than 0',
    ]);
  });

  it('rejects non-objects', () => {
    for (const body of [[], null, 'x', 3]) expect(validateBody(fields, body)).toEqual([NOT_AN_OBJECT]);
  });
});
