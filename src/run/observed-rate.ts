/**
 * @module The rate limit as the whole run measured it (its answers between its 429s, which outlast
 * discovery's), stated in place of what discovery stated, so `openapi.json` says the limit, how it
 * was learned and what shows it, whatever headers the server sends or not. A claim of the headers
 * alone never replaces a measured limit, nor the run's measure the limits probe's (it pushed).
 */
import type { DiscoveryResult } from '../discovery/index.ts';
import type { Pacer } from '../http/pacer.ts';

export function withObservedRateLimit(
  d: DiscoveryResult,
  pacer: Pick<Pacer, 'rateLimitFact'>,
): DiscoveryResult {
  const stated = d.observations.find((o) => o.kind === 'rate_limit');
  const operations = d.operations.filter((o) => o.skipped === undefined).map((o) => o.operation);
  const fact = pacer.rateLimitFact(operations);
  if (fact?.kind !== 'rate_limit') return d;
  // A measured limit stays over a claim, and the limits probe's (it pushed) over the run's.
  const measured = stated?.kind === 'rate_limit' && stated.source === 'observed-429s' ? stated : undefined;
  if (measured !== undefined && (fact.source === 'headers' || measured.measured.probed === true)) return d;
  return { ...d, observations: [...d.observations.filter((o) => o.kind !== 'rate_limit'), fact] };
}
