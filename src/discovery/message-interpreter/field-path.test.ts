import { describe, expect, test } from 'vitest';
import { fields } from '../error-parsers/test-response.ts';
import { knownField, pathSegments, resolveField } from './field-path.ts';

describe('field paths', () => {
  test.each([
    ['bedrooms', 'bedrooms'],
    ['body.bedrooms', 'bedrooms'],
    ['body/bedrooms', 'bedrooms'],
    ['/bedrooms', 'bedrooms'],
    ['#/bedrooms', 'bedrooms'],
    ['$.bedrooms', 'bedrooms'],
    ['.bedrooms', 'bedrooms'],
    ["['bedrooms']", 'bedrooms'],
    ['Bedrooms', 'bedrooms'],
    ['street_address', 'streetAddress'],
    ['street-address', 'streetAddress'],
    ['/data/attributes/zipCode', 'zipCode'],
    ['create.arg0.bedrooms', 'bedrooms'],
    ['primary.email', 'primary.email'],
    ['primary[0].email', 'primary.0.email'],
    ['changeOrderIds[2]', 'changeOrderIds.2'],
    // The rendering read off the known name is undone on the nested ones.
    ['Primary.Email', 'primary.email'],
    ['BookedBy.Id', 'bookedBy.id'],
    ['booked_by.user_id', 'bookedBy.userId'],
    ['primary.Email', 'primary.Email'],
  ])('%s → %s', (raw, field) => {
    expect(resolveField(raw, fields)).toBe(field);
  });

  test('loc arrays', () => {
    expect(resolveField(['body', 'bedrooms'], fields)).toBe('bedrooms');
    expect(resolveField(['body', 'primary', 'email'], fields)).toBe('primary.email');
    expect(resolveField(['body', 'changeOrderIds', 0], fields)).toBe('changeOrderIds.0');
  });

  test('strict resolution names only known fields; loose takes the server word for it', () => {
    expect(resolveField('body.foo', fields)).toBeUndefined();
    expect(resolveField('body.foo', fields, false)).toBe('foo');
    expect(resolveField(['query', 'limit'], fields, false)).toBe('limit');
    expect(resolveField('body', fields, false)).toBeUndefined();
    expect(resolveField('value', fields, false)).toBeUndefined();
    expect(resolveField('', fields, false)).toBeUndefined();
    expect(resolveField('has spaces in it', fields, false)).toBeUndefined();
  });

  test('knownField prefers the exact spelling', () => {
    expect(knownField('state', ['State', 'state'])).toBe('state');
    expect(knownField('STATE', ['state'])).toBe('state');
    expect(pathSegments('`a.b`')).toEqual(['a', 'b']);
  });
});
