/**
 * @module The rate limit as the whole run measured it (its answers between its 429s, which outlast
 * discovery's), stated in place of what discovery stated, so `openapi.json` says the limit, how it
 * was learned and what shows it, whatever headers the server sends or not. A claim of the headers
 * alone never replaces a measured limit.
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
  if (fact.source === 'headers' && stated?.kind === 'rate_limit' && stated.source === 'observed-429s')
    return d;
  return { ...d, observations: [...d.observations.filter((o) => o.kind !== 'rate_limit'), fact] };
}
