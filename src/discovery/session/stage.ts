/**
 * @module Discovery's tiers, in the order a cut should leave them done: what decides every
 * operation's verdict (an accepted request, no token, a bad token), then the field rules (required,
 * types, unknown fields, path ids), then closed sets and formats, then bounds and lengths by
 * bisection. An operation works through them in order; the work queue serves every operation's
 * tier before any operation's next one. An accepted-body search that keeps being refused yields
 * after each slice and comes back one tier later with a slice twice as large.
 */

export const TIERS = ['verdict', 'fields', 'values', 'bounds'] as const;
export type Tier = (typeof TIERS)[number];

/** Requests of the accepted-body search before it first yields; each later slice doubles. */
export const SEARCH_SLICE = 8;

/** The band of a tier: lower is served first. */
export function tierBand(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/** The search's round after `spent` requests: 0 for the first slice, then 1, 2, … */
export function searchRound(spent: number): number {
  let round = 0;
  let end = SEARCH_SLICE;
  while (spent >= end && round < TIERS.length) {
    round += 1;
    end += SEARCH_SLICE * 2 ** round;
  }
  return round;
}

/**
 * Where a search in `round` waits: its first slice with the verdict tier, each later one after
 * every operation's work of one more tier (round 1 after the verdicts, 2 after the field rules, …),
 * the rest once everything else is done.
 */
export function searchBand(round: number): number {
  return round === 0 ? tierBand('verdict') : Math.min(round, TIERS.length) - 0.5;
}
