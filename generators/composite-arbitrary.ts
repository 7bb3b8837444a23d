/**
 * @module Values for fields the document gives only loosely: objects (a small contact), arrays,
 * and fields of undetermined type (a small union, since the case records what was sent).
 */
import fc from 'fast-check';
import type { FieldSpec } from '../fixtures/operation-def.ts';
import type { FieldConstraints } from '../src/core/operation-knowledge.ts';
import { numberArbitrary, numberConstraintsOf } from './number-arbitrary.ts';
import { fakerArbitrary } from './seeded-faker.ts';
import { stringArbitrary, stringConstraintsOf } from './string-arbitrary.ts';
import { personValue } from './vocabulary-values.ts';

/** `bookedBy`, `primary` and objects the vocabulary does not know: `{ name, email }`. */
export function objectArbitrary(): fc.Arbitrary<Record<string, unknown>> {
  return fakerArbitrary(personValue);
}

/** Learned bounds still bind whichever type is drawn. */
export function undeterminedArbitrary(name: string, learned?: FieldConstraints): fc.Arbitrary<unknown> {
  return fc.oneof(
    stringArbitrary(name, stringConstraintsOf(learned)),
    numberArbitrary(name, numberConstraintsOf(learned)),
    fc.boolean(),
  );
}

const ARRAY_SIZE = { minLength: 1, maxLength: 3 } as const;

/** Undetermined items: short strings or numbers, one kind per array (ids are rarely mixed). */
export function arrayArbitrary(
  name: string,
  items: FieldSpec,
  item: (spec: FieldSpec) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown[]> {
  if (items.type !== 'undetermined') return fc.array(item(items), ARRAY_SIZE);
  const singular = name.replace(/s$/, '');
  return fc.oneof(
    fc.array(stringArbitrary(singular), ARRAY_SIZE),
    fc.array(fc.integer({ min: 1, max: 99_999 }), ARRAY_SIZE),
  );
}
