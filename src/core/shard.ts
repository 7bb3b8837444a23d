/**
 * @module A shard: the `i`-th of `n` slices of the operations (`--shard=i/n` or `SHARD=i/n`), run on
 * its own machine and merged afterwards (`npm run contract:merge`). What a shard's run record keeps
 * for the merge (the rest is in the record already: observations, skipped operations, exchanges).
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { ConfigError } from './errors.ts';

export interface Shard {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
}

const MAX_SHARDS = 21;

/** `i/n` with 1 ≤ i ≤ n ≤ 21 (a shard holds at least one operation of the catalog). */
export function parseShard(value: string, name: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || index < 1 || count < 1 || index > count || count > MAX_SHARDS) {
    throw new ConfigError(name, `expected i/n with 1 ≤ i ≤ n ≤ ${MAX_SHARDS} (such as 1/2), got "${value}"`);
  }
  return { index, count };
}

export interface ShardRecord extends Shard {
  /** The operations this shard ran, in catalog order. */
  readonly operations: readonly OperationNumber[];
}
