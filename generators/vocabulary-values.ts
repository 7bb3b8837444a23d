/**
 * @module What each vocabulary word produces, drawn with a seeded faker. Phones stay inside
 * 555-0100…555-0199 and e-mail addresses at example.com / example.org, whatever the seed.
 */
// Each locale's own entry point (its faker is [locale, en, base]): the package root loads every locale.
import type { Faker } from '@faker-js/faker';
import { faker as fakerDe } from '@faker-js/faker/locale/de';
import { faker as fakerEs } from '@faker-js/faker/locale/es';
import { faker as fakerFr } from '@faker-js/faker/locale/fr';
import { faker as fakerPl } from '@faker-js/faker/locale/pl';
import type { StringWord } from './field-vocabulary.ts';
import {
  emailDomains,
  fieldLabels,
  ianaTimeZones,
  type LabelList,
  phoneAreaCodes,
  phoneFormats,
  usStateCodes,
} from './vocabulary-data.ts';

/** Names and cities as real customers have them: one in three from a locale with accents (José, Łódź). */
const internationalFakers: readonly Faker[] = [fakerDe, fakerEs, fakerFr, fakerPl];

function international(f: Faker, make: (g: Faker) => string): string {
  if (!f.datatype.boolean(1 / 3)) return make(f);
  const g = f.helpers.arrayElement(internationalFakers);
  g.seed(f.number.int({ min: 0, max: 2 ** 31 - 1 }));
  return make(g);
}

export function stringWordValue(word: StringWord, f: Faker): string {
  switch (word) {
    case 'streetAddress':
      return f.location.streetAddress();
    case 'usState':
      return f.helpers.arrayElement(usStateCodes);
    case 'city':
      return international(f, (g) => g.location.city());
    case 'country':
      return 'US';
    case 'zipCode':
      return f.string.numeric({ length: 5, allowLeadingZeros: true });
    case 'latitude':
      return f.location.latitude({ min: 25, max: 49 }).toFixed(4);
    case 'phone':
      return phoneValue(f);
    case 'email':
      return emailValue(f);
    case 'timezone':
      return f.helpers.arrayElement(ianaTimeZones);
    case 'sentence':
      return f.lorem.sentence({ min: 3, max: 8 });
    case 'firstName':
      return international(f, (g) => g.person.firstName());
    case 'lastName':
      return international(f, (g) => g.person.lastName());
    case 'id':
      return f.string.uuid();
    case 'calendar':
      return f.datatype.boolean() ? 'primary' : `${f.internet.username().toLowerCase()}@example.com`;
    case 'words':
      return f.word.words({ count: { min: 1, max: 3 } });
    default:
      return word satisfies never;
  }
}

export function labelValue(list: LabelList, f: Faker): string {
  return f.helpers.arrayElement(fieldLabels[list]);
}

export function phoneValue(f: Faker): string {
  return f.helpers
    .arrayElement(phoneFormats)
    .replace('AAA', f.helpers.arrayElement(phoneAreaCodes))
    .replace('NN', f.string.numeric({ length: 2, allowLeadingZeros: true }));
}

export function emailValue(f: Faker): string {
  return f.internet.email({ provider: f.helpers.arrayElement(emailDomains) }).toLowerCase();
}

export function personValue(f: Faker): { name: string; email: string } {
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const provider = f.helpers.arrayElement(emailDomains);
  return {
    name: `${firstName} ${lastName}`,
    email: f.internet.email({ firstName, lastName, provider }).toLowerCase(),
  };
}
