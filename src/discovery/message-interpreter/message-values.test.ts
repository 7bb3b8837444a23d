import { describe, expect, test } from 'vitest';
import { formatName, parseNumber, parseValueList, quotedValues, typeName } from './message-values.ts';

describe('message vocabularies', () => {
  test.each([
    ['buyer, seller', ['buyer', 'seller']],
    ['[buyer, seller]', ['buyer', 'seller']],
    ["'buyer', 'seller' or 'investor'", ['buyer', 'seller', 'investor']],
    ['"buyer"|"seller"', ['buyer', 'seller']],
    ['buyer | seller.', ['buyer', 'seller']],
    ["'buyer' | 'seller', received 'renter'", ['buyer', 'seller']],
    ['buyer, seller and investor. Please retry.', ['buyer', 'seller', 'investor']],
    ['(Single Family, Condo)', ['Single Family', 'Condo']],
    ['', []],
  ])('value list %j', (text, values) => {
    expect(parseValueList(text)).toEqual(values);
  });

  test('numbers', () => {
    expect(parseNumber('20')).toBe(20);
    expect(parseNumber('-5.5')).toBe(-5.5);
    expect(parseNumber('1e3')).toBe(1000);
    expect(parseNumber('\u221210')).toBe(-10);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('abc')).toBeUndefined();
  });

  test('type and format words', () => {
    expect(typeName('java.lang.Integer')).toBe('integer');
    expect(typeName('`int`')).toBe('integer');
    expect(typeName('integer number')).toBe('integer');
    expect(typeName('float64')).toBe('number');
    expect(typeName('dict')).toBe('object');
    expect(typeName('purple')).toBeUndefined();
    expect(formatName('e-mail address')).toBe('email');
    expect(formatName('GUID')).toBe('uuid');
    expect(formatName('URL')).toBe('uri');
    expect(formatName('datetime')).toBe('date-time');
    expect(quotedValues(`'a' or "b" or \`c\``)).toEqual(['a', 'b', 'c']);
  });
});
