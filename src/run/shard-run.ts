/**
 * @module What a run changes when it is one shard of several: the operations it sends to, its share
 * of the request budget and of the rate cap (shards run at the same time against the same target, and
 * `MAX_REQUESTS` / `MAX_RPS` hold for the whole run), exchange ids of its own, the baseline facts it
 * answers for, and the record the merge needs.
 */
import type { CatalogOperation } from '../../fixtures/catalog.ts';
import { operationKey } from '../baseline/schema-facts.ts';
import type { Config } from '../core/config.ts';
import type { ShardRecord } from '../core/shard.ts';
import { shardOperations } from './shard-operations.ts';

export interface ShardRun {
  readonly operations: readonly CatalogOperation[];
  /** For the log: ` (shard 1/2: 1, 2, 3…)`, empty when not sharded. */
  readonly label: string;
  readonly maxRequests: number;
  readonly maxRps: number;
  readonly idPrefix?: string;
  /**
   * Whether a baseline fact is this run's to judge: one about one of its operations
   * (`GET /v1/homes/{dealId} …`). A shard leaves server-wide facts (`server rate-limit`…) alone: it
   * probes with a share of the caps, so its limits are not the whole run's.
   */
  readonly ownsFact: (key: string) => boolean;
  readonly record?: ShardRecord;
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
  const prefixes = operations.map((op) => `${operationKey(op)} `);
  const numbers = operations.map((op) => op.number);
  return {
    operations,
    label: ` (shard ${shard.index}/${shard.count}: ${numbers.join(', ') || 'none'})`,
    maxRequests: Math.max(1, Math.floor(config.maxRequests / shard.count)),
    maxRps: config.maxRps / shard.count,
    idPrefix: `ex-s${shard.index}-`,
    ownsFact: (key) => prefixes.some((p) => key.startsWith(p)),
    record: { ...shard, operations: numbers },
  };
}
