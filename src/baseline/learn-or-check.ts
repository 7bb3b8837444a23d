/**
 * @module How a run learns the server: a full discovery, or (with a `BASELINE` recorded with
 * witnesses, no `UPDATE_BASELINE`, no `FULL_DISCOVERY=true`) a check that replays the witnesses and
 * rediscovers only where one disagrees. In check mode the rate limit is the one this run's answers
 * state (the stored one would hide a lowered limit), and the case phase is a slice chosen by
 * fault-finding power, sized so the whole check stays within `CHECK_REQUESTS` (default 400).
 */
import type { CatalogOperation } from '../../fixtures/catalog.ts';
import { idVariable } from '../../fixtures/operation-def.ts';
import type { Config, IdVariable } from '../core/config.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Observation, RateLimitFact } from '../core/observation.ts';
import { type DiscoverOptions, type DiscoveryResult, discover } from '../discovery/index.ts';
import type { BaselineFile } from './baseline-file.ts';
import { canCheck, checkMode, currentIds } from './check-mode.ts';
import type { Replay } from './replay-witnesses.ts';

/** Generated cases a check sends at least (one per operation, about). */
const MIN_CASES = 21;
/** The case phase keeps 15 % of its requests for shrinking and resends: plan on what is left. */
const SLICE_SHARE = 0.85;

export interface Learned {
  readonly mode: 'discovery' | 'check';
  readonly discovery: DiscoveryResult;
  readonly replays?: readonly Replay[];
  /** Check mode: the baseline's own exchanges that carried facts cite (`baseline:` ids). */
  readonly baselineExchanges?: readonly Exchange[];
  /**
   * Check mode: the cases the slice may send once `used` requests are spent, so the check stays
   * within `CHECK_REQUESTS` and `MAX_REQUESTS` (the time and the learned rate cap it further).
   */
  readonly checkCases?: (used: number) => number;
}

function withLiveRateLimit(d: DiscoveryResult, live: RateLimitFact | undefined): DiscoveryResult {
  if (live === undefined) return d;
  const stored = d.observations.find((o) => o.kind === 'rate_limit');
  const now: Observation = {
    kind: 'rate_limit',
    ...live,
    operations: stored?.kind === 'rate_limit' ? stored.operations : d.operations.map((o) => o.operation),
    evidence: { exchangeIds: [], confidence: live.source === 'headers' ? 'tentative' : 'likely' },
  };
  return { ...d, observations: [...d.observations.filter((o) => o.kind !== 'rate_limit'), now] };
}

/** Whether this run checks the baseline (replays its witnesses) rather than discovering. */
export function checksBaseline(
  config: Config,
  baseline: BaselineFile | undefined,
): baseline is Required<BaselineFile> {
  return !(config.updateBaseline || config.fullDiscovery || !canCheck(baseline));
}

export async function learnOrCheck(
  config: Config,
  baseline: BaselineFile | undefined,
  options: DiscoverOptions,
  liveRateLimit: () => RateLimitFact | undefined,
): Promise<Learned> {
  if (!checksBaseline(config, baseline)) return { mode: 'discovery', discovery: await discover(options) };
  // The target's ids (the *_ID variables, or the embedded sandbox's seeded records, new at each start).
  const own = (param: string) => options.ids[idVariable(param) as IdVariable];
  const { operations, ...rest } = options;
  const result = await checkMode(
    baseline,
    currentIds(baseline.ids, own),
    rest,
    operations as CatalogOperation[],
    config.responseTimeMs,
  );
  options.log?.(
    `check: ${result.replays.length} witnesses replayed, ${result.replays.filter((r) => r.differs.length > 0).length} disagree`,
  );
  return {
    mode: 'check',
    discovery: withLiveRateLimit(result.discovery, liveRateLimit()),
    replays: result.replays,
    baselineExchanges: result.baselineExchanges,
    checkCases: (used) =>
      Math.floor(
        Math.max(MIN_CASES, (Math.min(config.checkRequests, config.maxRequests) - used) * SLICE_SHARE),
      ),
  };
}
