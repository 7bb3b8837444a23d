/**
 * @module The vocabulary drift is worded in: a fact's value in words (lists joined, security as its
 * schemes, a rate as requests per window), what drew an error, a request rule's name, and a title
 * phrase's verb for several operations ("now requires" → "now require"); and the one statement a
 * changed fact makes (an atom), which `drift-atoms.ts` words.
 */
import type { DriftChange } from './drift.ts';
import type { DriftRule } from './drift-rules.ts';

/** One statement a changed fact makes (a `request.required` change makes one per field). */
export interface Atom {
  readonly change: DriftChange;
  readonly rule: DriftRule;
  /** The facts one change moves together on one operation: `auth`, `field:author`, `envelope`, `response:201`. */
  readonly family: string;
  /** The consequence in words. */
  readonly text: string;
  /** The cause's title phrase when this atom is its root, for one operation ("now requires `author`"). */
  readonly phrase: string;
  /** The root's values in words, for a finding's expected and actual. */
  readonly before: string;
  readonly after: string;
  /** The error cause an error-answer atom is about (`validation`, `no_token`, ...). */
  readonly errorCause?: string;
}

export type Draft = Omit<Atom, 'change' | 'before' | 'after'> & { before?: string; after?: string };

/** The before and after shape of the error or success body a fact belongs to. */
export type BodyShapes = (key: string) => readonly [string | undefined, string | undefined];

/** What drew an error, by cause, in words. */
export const causeWords: Readonly<Record<string, string>> = {
  no_token: 'a request without a token',
  bad_token: 'a malformed token',
  other_tenant: "another tenant's token",
  validation: 'an invalid body',
  unknown_id: 'an unknown id',
  malformed_id: 'a malformed id',
  malformed_json: 'malformed JSON',
  not_an_object: 'a body that is not an object',
  wrong_content_type: 'a wrong content type',
  payload_too_large: 'a body over the limit',
  rate_limited: 'too many requests',
  unknown_field: 'an unknown field',
};

export const causeWord = (cause: string) => causeWords[cause] ?? cause.replaceAll('_', ' ');

/** A request rule's name in words. */
export const ruleWords: Readonly<Record<string, string>> = {
  enum: 'set of accepted values',
  maxLength: 'maximum length',
  minLength: 'minimum length',
  maximum: 'maximum',
  minimum: 'minimum',
  format: 'format',
  type: 'type',
  items: 'item rule',
};

/** A fact's value in words: lists joined, security as its schemes, a rate as requests per window. */
export function valueWords(value: string | undefined): string {
  if (value === undefined) return 'none';
  let v: unknown;
  try {
    v = JSON.parse(value);
  } catch {
    return value;
  }
  if (Array.isArray(v)) {
    if (v.length === 0) return 'none';
    const item = (x: unknown) =>
      typeof x === 'object' && x !== null ? Object.keys(x).join(' + ') : String(x);
    return v.map(item).join(', ');
  }
  if (typeof v === 'object' && v !== null && 'rps' in v)
    return `${(v as { rps: number }).rps} requests per second`;
  // A baseline recorded before the rate was stated as measured.
  if (typeof v === 'object' && v !== null && 'limit' in v && 'windowSeconds' in v) {
    const rate = v as { limit: number; windowSeconds: number };
    return `${rate.limit} requests per ${rate.windowSeconds} s`;
  }
  return String(v);
}

/** ` (new)` or ` (was …)`. */
export const was = (before: string | undefined) =>
  before === undefined ? ' (new)' : ` (was ${valueWords(before)})`;

/** A JSON list fact as its items. */
export const listOf = (v: string | undefined): string[] => (v ? (JSON.parse(v) as string[]) : []);

/** The phrase for several operations: its first verb without its `s` ("no longer refuses" → "no longer refuse"). */
export const plural = (phrase: string) => phrase.replace(/^((?:now |no longer )?)(\w+?)s\b/, '$1$2');
