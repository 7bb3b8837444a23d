/**
 * @module The vocabulary keyed by field name: which realistic value a field of that name gets. Data
 * only; names it does not know fall back by type (see `field-arbitrary.ts`).
 */
import type { NumericRange } from './numeric-range.ts';
import type { LabelList } from './vocabulary-data.ts';

export type StringWord =
  | 'streetAddress'
  | 'usState'
  | 'city'
  | 'country'
  | 'zipCode'
  | 'latitude'
  | 'phone'
  | 'email'
  | 'timezone'
  | 'sentence'
  | 'firstName'
  | 'lastName'
  | 'id'
  | 'calendar'
  | 'words';

export type Vocabulary =
  | { readonly kind: 'string'; readonly word: StringWord }
  | { readonly kind: 'label'; readonly list: LabelList }
  | { readonly kind: 'number'; readonly range: NumericRange }
  /** A small contact object: `{ name, email }`. */
  | { readonly kind: 'person' };

/** Words whose values lose their meaning when cut or padded (a cut phone is no phone). */
export const structuredWords: ReadonlySet<StringWord> = new Set<StringWord>([
  'usState',
  'country',
  'zipCode',
  'latitude',
  'phone',
  'email',
  'timezone',
  'id',
  'calendar',
]);

/**
 * Fixed rather than "now + x" so that one seed gives the same body on every day it is replayed;
 * move it forward before it stops being the future.
 */
export const FUTURE_EPOCH_MS = Date.UTC(2030, 0, 1);
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

const text = (word: StringWord): Vocabulary => ({ kind: 'string', word });
const label = (list: LabelList): Vocabulary => ({ kind: 'label', list });
const id = text('id');

export const fieldVocabulary: Readonly<Record<string, Vocabulary>> = {
  streetAddress: text('streetAddress'),
  listingAddress: text('streetAddress'),
  state: text('usState'),
  city: text('city'),
  country: text('country'),
  zipCode: text('zipCode'),
  latitude: text('latitude'),
  phone: text('phone'),
  clientEmail: text('email'),
  timezone: text('timezone'),
  note: text('sentence'),
  message: text('sentence'),
  clientFirstName: text('firstName'),
  lastname: text('lastName'),
  calendar: text('calendar'),
  id,
  opportunityId: id,
  realtorId: id,
  templateId: id,
  reportId: id,
  application: label('application'),
  reportType: label('reportType'),
  sellingTimeFrame: label('sellingTimeFrame'),
  rejectedReason: label('rejectedReason'),
  startTime: {
    kind: 'number',
    range: { min: FUTURE_EPOCH_MS, max: FUTURE_EPOCH_MS + TWO_YEARS_MS, integer: true, step: 15 * 60_000 },
  },
  yearBuilt: { kind: 'number', range: { min: 1900, max: 2024, integer: true } },
  bedrooms: { kind: 'number', range: { min: 1, max: 6, integer: true } },
  bookedBy: { kind: 'person' },
  primary: { kind: 'person' },
};

/** Name patterns for fields the table does not list, first match wins. */
export const fieldNamePatterns: readonly { readonly pattern: RegExp; readonly vocabulary: Vocabulary }[] = [
  { pattern: /Ids?$/, vocabulary: id },
  { pattern: /email/i, vocabulary: text('email') },
  { pattern: /phone/i, vocabulary: text('phone') },
];

export function vocabularyFor(name: string): Vocabulary | undefined {
  // `hasOwn`: a field called `constructor` must not pick up Object.prototype's.
  if (Object.hasOwn(fieldVocabulary, name)) return fieldVocabulary[name];
  return fieldNamePatterns.find((p) => p.pattern.test(name))?.vocabulary;
}
