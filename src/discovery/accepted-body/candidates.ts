/**
 * @module Candidate values for building a first payload, as data: per field name, plausible values
 * in the order they are tried; per type, fallbacks. Safe to send anywhere (example.com addresses,
 * the 555-01xx block reserved for fiction). `$uuid` is replaced by a seeded UUID.
 *
 * What goes in: values the interface document shows (`buyer`, `Buyer`, `year-starter`) and general
 * vocabulary of the domain. Nothing taken from a server we wrote (the sandbox or a test server):
 * a guess that only works because we saw the answer would not work on a server we never saw.
 */

export const UUID_TOKEN = '$uuid';

/** Values tried for a field, by exact (case-insensitive) field name, best first. */
export const byFieldName: Readonly<Record<string, readonly unknown[]>> = {
  streetaddress: ['1 Market Street', '100 Main Street Apt 4', '1600 Amphitheatre Parkway'],
  address: ['1 Market Street', '100 Main Street'],
  listingaddress: ['1 Market Street, San Francisco, CA 94105', '100 Main Street'],
  state: ['CA', 'NY', 'California'],
  city: ['San Francisco', 'Austin'],
  country: ['US', 'USA', 'United States'],
  zipcode: ['94105', '10001', '94105-1234'],
  zip: ['94105', '10001'],
  postalcode: ['94105', '10001'],
  latitude: ['37.7749', '40.7128', 37.7749],
  longitude: ['-122.4194', '-74.0060', -122.4194],
  bedrooms: [3, 2, 1],
  bathrooms: [2, 1],
  yearbuilt: [1995, 2000, 2010],
  year: [2024, 2000],
  application: ['web', 'ios', 'android'],
  reporttype: ['standard', 'basic', 'premium', 'full'],
  rejectedreason: ['Photos were unclear', 'duplicate address'],
  sellingtimeframe: ['asap', 'within 3 months', 'within a year'],
  referraltype: ['buyer', 'Buyer', 'seller'],
  email: ['pat.client@example.com', 'client@example.org'],
  clientemail: ['pat.client@example.com', 'client@example.org'],
  clientfirstname: ['Pat', 'Alex'],
  firstname: ['Pat', 'Alex'],
  lastname: ['Smith', 'Jones'],
  name: ['Pat Smith', 'Alex Jones'],
  phone: ['+14155550123', '415-555-0123', '4155550123', '(415) 555-0123'],
  phonenumber: ['+14155550123', '415-555-0123'],
  templateid: ['tmpl-001', UUID_TOKEN, '1001'],
  calendar: ['primary', 'sales', UUID_TOKEN],
  timezone: ['America/Los_Angeles', 'UTC', 'America/New_York'],
  starttime: [1767261600000, 1767261600, '2026-01-01T10:00:00Z'],
  endtime: [1767265200000],
  likelyavailableuserids: [['user-1001'], [UUID_TOKEN], [1001], []],
  upleg: [true, 'upleg', 1, {}],
  alreadyassociated: [false, true],
  ispreestimatemeeting: [false, true],
  bookedby: [{ name: 'Pat Smith', email: 'pat.smith@example.com' }, {}, { id: UUID_TOKEN }],
  primary: [{ name: 'Pat Smith', email: 'pat.smith@example.com' }, {}, { id: UUID_TOKEN }],
  note: ['Checked the roof; see photos.', 'Note'],
  notes: ['Checked the roof; see photos.'],
  message: ['Hello, I am looking for a realtor.', 'Hello'],
  type: ['year-starter'],
  associatedobjectid: [1001, '1001', UUID_TOKEN],
  realtorid: [UUID_TOKEN, 'realtor-1001', '1001'],
  opportunityid: [UUID_TOKEN, 'opp-1001', '1001'],
  changeorderids: [[UUID_TOKEN], ['co-1001'], [1001], []],
  dryrun: [true],
  url: ['https://example.com/a'],
  description: ['A short description.'],
  comment: ['A short comment.'],
  title: ['A title'],
  subject: ['A subject'],
};

/** Fallbacks by the document's type, after the field's own candidates. */
export const byType: Readonly<Record<string, readonly unknown[]>> = {
  string: ['example', 'a1b2c3', UUID_TOKEN, '1'],
  number: [1, 10, 0],
  boolean: [true, false],
  array: [[], ['example'], [1]],
  object: [{}, { name: 'example' }],
  undetermined: ['example', 1, true, {}, []],
};

/** Values tried (before the listed ones are known) to learn a closed set, by field name. */
export const enumVocabulary: Readonly<Record<string, readonly string[]>> = {
  application: ['web', 'ios', 'android', 'mobile', 'desktop'],
  reporttype: ['standard', 'basic', 'premium', 'full', 'detailed'],
  referraltype: ['buyer', 'seller'],
  sellingtimeframe: ['asap', 'within 3 months', 'within 6 months', 'within a year'],
  type: ['year-starter', 'monthly', 'yearly', 'annual'],
  state: ['CA', 'NY', 'TX'],
  country: ['US', 'CA', 'GB'],
};

/** Field names tried on bodies the document gives only as "JSON object". */
export const objectFieldVocabulary: readonly string[] = [
  'note',
  'notes',
  'message',
  'url',
  'email',
  'description',
  'comment',
  'text',
  'title',
  'name',
  'caption',
  'subject',
];

/**
 * Format families tried, in this order, for a value refused with no reason given (or a reason
 * naming a pattern): each with the field names that suggest it and the documented type it fits.
 * A family whose name pattern matches the field goes first, then those of its documented type.
 */
export const formatFamilies: readonly {
  readonly family: string;
  readonly names: RegExp;
  readonly type: 'string' | 'number' | 'boolean';
  readonly value: unknown;
}[] = [
  { family: 'email', names: /e-?mail/i, type: 'string', value: 'pat.client@example.com' },
  { family: 'uuid', names: /uuid|guid|(?:^|_)id$|[a-z]Id$/i, type: 'string', value: UUID_TOKEN },
  {
    family: 'uri',
    names: /ur[il]|link|href|website|image|photo|avatar|callback/i,
    type: 'string',
    value: 'https://example.com/a',
  },
  { family: 'date', names: /date$|day$|birth/i, type: 'string', value: '2026-01-15' },
  {
    family: 'date-time',
    names: /(?:[a-z]At|time|timestamp)$/i,
    type: 'string',
    value: '2026-01-15T10:00:00.000Z',
  },
  { family: 'phone', names: /phone|mobile|tel$|fax/i, type: 'string', value: '+14155550123' },
  {
    family: 'whole number',
    names: /count|num|qty|quantity|age|year|(?:^|_)id$|[a-z]Id$/i,
    type: 'number',
    value: 0,
  },
  {
    family: 'positive whole number',
    names: /count|num|qty|quantity|(?:^|_)id$|[a-z]Id$/i,
    type: 'number',
    value: 1,
  },
  { family: 'numeric string', names: /zip|postal|code|(?:^|_)id$|[a-z]Id$/i, type: 'string', value: '1' },
  {
    family: 'boolean',
    names: /^(?:is|has|can|should|allow|enable)[A-Z_]|ed$|flag/,
    type: 'boolean',
    value: true,
  },
];

/** A valid e-mail address and near misses every e-mail validator rejects. */
export const validEmail = 'pat.client@example.com';
export const nearMissEmails: readonly string[] = ['user@', 'user.example.com', 'user@@example.com'];
