import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { catalog, operations } from '../fixtures/catalog.ts';
import type { FieldSpec } from '../fixtures/operation-def.ts';
import { fieldArbitrary } from './field-arbitrary.ts';
import { FUTURE_EPOCH_MS } from './field-vocabulary.ts';
import { assertEvery, assertOtherSeedOtherValues, assertSameSeedSameValues } from './test-helpers.ts';
import { ianaTimeZones, usStateCodes } from './vocabulary-data.ts';

const s = { type: 'string' } as const;
const n = { type: 'number' } as const;
const field = (name: string, spec: FieldSpec = s) => fieldArbitrary(name, spec);

const PHONE = /^(\+1-\d{3}-555-01\d\d|\(\d{3}\) 555-01\d\d|\d{3}-555-01\d\d|\+1\d{3}55501\d\d)$/;
const EXAMPLE_EMAIL = /^[a-z0-9._+-]+@example\.(com|org)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('fieldArbitrary: seeded', () => {
  const everyField = operations.flatMap((op) =>
    op.body.kind === 'fields' ? Object.entries(op.body.fields).map(([name, spec]) => ({ name, spec })) : [],
  );

  test.each(everyField)('$name: same seed, same values; another seed, other values', ({ name, spec }) => {
    const arb = fieldArbitrary(name, spec);
    assertSameSeedSameValues(arb);
    // A constant (`country` is "US", the document's only hint `buyer`) cannot vary; the rest must.
    if (name !== 'country' && !(spec.type === 'string' && spec.hints)) assertOtherSeedOtherValues(arb);
  });
});

describe('fieldArbitrary: vocabulary', () => {
  test('every phone is in the fictional 555-0100…555-0199 block', () => {
    assertEvery(field('phone'), (v) => typeof v === 'string' && PHONE.test(v), 2000);
  });

  test('every e-mail address is at example.com or example.org, nested ones too', () => {
    assertEvery(fieldArbitrary('clientEmail', { type: 'string', format: 'email' }), (v) =>
      EXAMPLE_EMAIL.test(String(v)),
    );
    assertEvery(field('bookedBy', { type: 'object' }), (v) =>
      EXAMPLE_EMAIL.test((v as { email: string }).email),
    );
    assertEvery(
      field('primary', { type: 'object' }),
      (v) => typeof (v as { name: unknown }).name === 'string',
    );
    assertEvery(field('calendar'), (v) => v === 'primary' || EXAMPLE_EMAIL.test(String(v)));
    assertEvery(field('workEmail'), (v) => EXAMPLE_EMAIL.test(String(v)));
  });

  test('addresses, states, zip codes, latitudes, time zones', () => {
    assertEvery(field('state'), (v) => (usStateCodes as readonly unknown[]).includes(v));
    assertEvery(field('country'), (v) => v === 'US');
    assertEvery(field('zipCode'), (v) => /^\d{5}$/.test(String(v)));
    assertEvery(
      field('latitude'),
      (v) => typeof v === 'string' && /^\d{2}\.\d{4}$/.test(v) && Number(v) <= 49,
    );
    assertEvery(field('timezone'), (v) => (ianaTimeZones as readonly unknown[]).includes(v));
    assertEvery(field('streetAddress'), (v) => /^\d+ \S/.test(String(v)));
    assertEvery(field('listingAddress'), (v) => /^\d+ \S/.test(String(v)));
  });

  test('numbers in plausible ranges; startTime is future epoch milliseconds', () => {
    assertEvery(
      field('yearBuilt', n),
      (v) => Number.isInteger(v) && (v as number) >= 1900 && (v as number) <= 2024,
    );
    assertEvery(field('bedrooms', n), (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6);
    assertEvery(field('startTime', n), (v) => Number.isInteger(v) && (v as number) >= FUTURE_EPOCH_MS);
    expect(FUTURE_EPOCH_MS).toBeGreaterThan(Date.now());
  });

  test('ids are uuid strings; hints are the document value; unknown names fall back by type', () => {
    for (const name of ['opportunityId', 'realtorId', 'templateId', 'reportId', 'id', 'someOtherId']) {
      assertEvery(field(name), (v) => UUID.test(String(v)), 50);
    }
    assertEvery(
      fieldArbitrary('referralType', catalog.createReferral.body.fields.referralType),
      (v) => v === 'buyer',
    );
    assertEvery(
      fieldArbitrary('referralType', catalog.realtorLookup.body.fields.referralType),
      (v) => v === 'Buyer',
    );
    assertEvery(fieldArbitrary('type', catalog.paymentIntent.body.fields.type), (v) => v === 'year-starter');
    assertEvery(field('mystery'), (v) => typeof v === 'string' && v.length > 0);
    assertEvery(field('mystery', n), (v) => typeof v === 'number');
    assertEvery(field('flag', { type: 'boolean' }), (v) => typeof v === 'boolean');
  });

  test('undetermined: string, number or boolean; undetermined items: an array of strings or of numbers', () => {
    const kinds = new Set(
      fc.sample(field('upleg', { type: 'undetermined' }), { seed: 3, numRuns: 200 }).map((v) => typeof v),
    );
    expect(kinds).toEqual(new Set(['string', 'number', 'boolean']));
    const ids = field('changeOrderIds', { type: 'array', items: { type: 'undetermined' } });
    assertEvery(ids, (v) => {
      const arr = v as unknown[];
      return arr.length >= 1 && arr.length <= 3 && new Set(arr.map((x) => typeof x)).size === 1;
    });
    const itemKinds = new Set(
      fc.sample(ids, { seed: 3, numRuns: 100 }).map((v) => typeof (v as unknown[])[0]),
    );
    expect(itemKinds).toEqual(new Set(['string', 'number']));
  });
});

describe('values seen accepted (examples)', () => {
  test('a string field with examples draws only from them', () => {
    const arb = fieldArbitrary('reportType', { type: 'string' }, { type: 'string', examples: ['standard'] });
    expect(new Set(fc.sample(arb, { seed: 3, numRuns: 20 }))).toEqual(new Set(['standard']));
  });
});
