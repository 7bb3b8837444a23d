/**
 * @module Strings for a field: the document's hint, the vocabulary word for its name, or plain
 * words; fitted to learned length bounds and e-mail format.
 */
import type fc from 'fast-check';
import type { FieldConstraints } from '../src/core/operation-knowledge.ts';
import { structuredWords, vocabularyFor } from './field-vocabulary.ts';
import { fitEmail, fitString, type LengthBounds } from './fit-string.ts';
import { fakerArbitrary } from './seeded-faker.ts';
import { emailValue, labelValue, stringWordValue } from './vocabulary-values.ts';

export interface StringConstraints extends LengthBounds {
  readonly format?: 'email';
}

export function stringArbitrary(name: string, c: StringConstraints = {}): fc.Arbitrary<string> {
  if (c.format === 'email') return fakerArbitrary((f) => fitEmail(emailValue(f), c, f));
  const v = vocabularyFor(name);
  if (v?.kind === 'label') return fakerArbitrary((f) => fitString(labelValue(v.list, f), c, false, f));
  const word = v?.kind === 'string' ? v.word : 'words';
  return fakerArbitrary((f) => fitString(stringWordValue(word, f), c, structuredWords.has(word), f));
}

/** The string constraints of a field: learned ones, and the document's e-mail format. */
export function stringConstraintsOf(
  learned: FieldConstraints | undefined,
  docFormat?: 'email',
): StringConstraints {
  const format = learned?.format ?? docFormat;
  return {
    ...(learned?.minLength !== undefined && { minLength: learned.minLength }),
    ...(learned?.maxLength !== undefined && { maxLength: learned.maxLength }),
    ...(format !== undefined && { format }),
  };
}
