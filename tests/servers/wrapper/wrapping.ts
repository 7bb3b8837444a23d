/**
 * @module What a wrapper changes between the harness and the server behind it, as data: the four
 * disguises of issue 17 item 7 and the named wrappers the generalisation test runs. Each disguise
 * takes away a habit discovery could lean on (an error text, a header name, a status, a strict
 * number reader) without changing what the server enforces.
 */

export interface Wrapping {
  /** (a) Every 4xx/5xx body becomes this one text (`text/plain`). */
  readonly constantErrorBody?: string;
  /** (b) Rate-limit headers and `Retry-After` renamed to names no convention uses, or removed. */
  readonly rateHeaders?: 'rename' | 'remove';
  /** (c) 400 answers become 422 and 422 answers become 400. */
  readonly swapValidationStatus?: boolean;
  /** (d) Fractions in JSON request bodies truncated into integers before the server reads them. */
  readonly truncateFractions?: boolean;
}

export const CONSTANT_ERROR_TEXT = 'Request failed';

/** The wrappers of the generalisation test, one disguise each, then all of them at once. */
export const WRAPPINGS = {
  'constant-errors': { constantErrorBody: CONSTANT_ERROR_TEXT },
  'renamed-rate-headers': { rateHeaders: 'rename' },
  'no-rate-headers': { rateHeaders: 'remove' },
  'swapped-validation': { swapValidationStatus: true },
  'truncated-fractions': { truncateFractions: true },
  all: {
    constantErrorBody: CONSTANT_ERROR_TEXT,
    rateHeaders: 'remove',
    swapValidationStatus: true,
    truncateFractions: true,
  },
} as const satisfies Record<string, Wrapping>;

export type WrappingName = keyof typeof WRAPPINGS;
