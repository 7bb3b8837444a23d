/**
 * @module The rate limit the run's own answers showed (the answers that got through before a 429,
 * the window until answers resumed), stated where discovery stated none, so `openapi.json` says
 * the limit and that it was learned from observed 429s, whatever headers the server sends or not.
 */
import type { Exchange } from '../core/exchange.ts';
import type { Observation } from '../core/observation.ts';
import type { DiscoveryResult } from '../discovery/index.ts';
import type { LearnedRateLimit } from '../http/rate-gauge.ts';
import { asksToWait } from '../http/retry-after.ts';

export function withObservedRateLimit(
  d: DiscoveryResult,
  learned: LearnedRateLimit | undefined,
  exchanges: readonly Exchange[],
): DiscoveryResult {
  if (
    learned?.source !== 'observed-429s' ||
    learned.provisional ||
    d.observations.some((o) => o.kind === 'rate_limit')
  )
    return d;
  const told = exchanges.filter((ex) => asksToWait(ex.response)).map((ex) => ex.id);
  const stated: Observation = {
    kind: 'rate_limit',
    limit: learned.limit,
    windowSeconds: learned.windowSeconds,
    source: 'observed-429s',
    operations: d.operations.filter((o) => o.skipped === undefined).map((o) => o.operation),
    evidence: { exchangeIds: told.slice(0, 5), confidence: 'likely' },
  };
  return { ...d, observations: [...d.observations, stated] };
}
