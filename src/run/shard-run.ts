/**
 * @module What a run changes when it is one shard of several: the operations it sends to, its share
 * of the request budget and of the rate cap (shards run at the same time against the same target, and
 * `MAX_REQUESTS` / `MAX_RPS` hold for the whole run), exchange ids of its own, the baseline facts it
 * answers for, and the record the merge needs.
 */
import type { CatalogOperation } from '../../fixtures/catalog.ts';
import type { Config } from '../core/config.ts';
import type { ShardDiscovery, ShardRecord } from '../core/shard.ts';
import { shardOperations } from './shard-operations.ts';

export interface ShardRun {
  readonly operations: readonly CatalogOperation[];
  /** For the log: ` (shard 1/2: 1, 2, 3…)`, empty when not sharded. */
  readonly label: string;
  readonly maxRequests: number;
  readonly maxRps: number;
  readonly idPrefix?: string;
  /** Whether a baseline fact (`GET /v1/homes/{dealId} …`) is about one of this run's operations. */
  readonly ownsFact: (key: string) => boolean;
  readonly record?: (discovery: readonly ShardDiscovery[]) => ShardRecord;
}

export function shardOf(config: Config, all: readonly CatalogOperation[]): ShardRun {
  const shard = config.shard;
  if (shard === undefined) {
    return {
      operations: all,
      label: '',
      maxRequests: config.maxRequests,
      maxRps: config.maxRps,
      ownsFact: () => true,
    };
  }
  const operations = shardOperations(all, shard);
  const prefixes = operations.map((op) => `${op.method} ${op.path} `);
  const numbers = operations.map((op) => op.number);
  return {
    operations,
    label: ` (shard ${shard.index}/${shard.count}: ${numbers.join(', ') || 'none'})`,
    maxRequests: Math.max(1, Math.floor(config.maxRequests / shard.count)),
    maxRps: config.maxRps / shard.count,
    idPrefix: `ex-s${shard.index}-`,
    ownsFact: (key) => prefixes.some((p) => key.startsWith(p)),
    record: (discovery) => ({ ...shard, operations: numbers, discovery }),
  };
}
