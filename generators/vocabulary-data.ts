/**
 * @module Word lists the vocabulary draws from: plausible, and safe to send to a real service
 * (reserved phone numbers, example domains only).
 */

// biome-ignore format: a table
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const ianaTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
] as const;

/** Area codes combined with the 555-0100…555-0199 block, which is reserved for fiction. */
export const phoneAreaCodes = ['202', '212', '303', '312', '415', '512', '617', '702'] as const;

/** `AAA` = area code, `NN` = last two digits of 555-01NN. */
export const phoneFormats = ['+1-AAA-555-01NN', '(AAA) 555-01NN', 'AAA-555-01NN', '+1AAA55501NN'] as const;

/** RFC 2606 domains: mail to them goes nowhere. */
export const emailDomains = ['example.com', 'example.org'] as const;

/**
 * Short plausible labels for free-text fields whose values the document does not list: general
 * vocabulary of the domain, never a value set taken from a server we wrote.
 */
export const fieldLabels = {
  application: ['web', 'ios', 'android', 'partner-portal'],
  reportType: ['standard', 'basic', 'premium', 'valuation'],
  sellingTimeFrame: ['asap', 'within 3 months', 'within 6 months', 'within a year'],
  rejectedReason: ['duplicate address', 'insufficient photos', 'outside service area', 'customer request'],
} as const;
export type LabelList = keyof typeof fieldLabels;
