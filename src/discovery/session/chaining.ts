/**
 * @module Chaining: ids in accepted answers (`id`, `reportId`, `data.id`, … at depth ≤ 3) kept for
 * path parameters and body fields of later operations. `xId` feeds the parameter `xId`; a bare
 * `id` feeds the parameter named after a noun of the creating operation (a "report" → `reportId`).
 * Only creating operations (a POST without path parameters) are harvested: an `id` in any other
 * answer (a logged event's id) would name something else. The request that created each id is
 * remembered, so a probe needing fresh state (`probes/fresh-state.ts`) can create another record.
 */
import type { Exchange } from '../../core/exchange.ts';
import type { DiscoverableOperation } from '../discovery-result.ts';
import type { Session } from './session.ts';

const MAX_DEPTH = 3;

/** The accepted request that created a parameter's record, and the key its id came under. */
export interface Creator {
  readonly op: DiscoverableOperation;
  readonly exchange: Exchange;
  readonly key: string;
}

const creatorsBySession = new WeakMap<Session, Map<string, Creator>>();

export function creatorOf(session: Session, param: string): Creator | undefined {
  return creatorsBySession.get(session)?.get(param);
}

/** A creating operation: a POST without path parameters, whose answer may name a new record. */
export function isCreating(op: DiscoverableOperation): boolean {
  return op.method === 'POST' && !/\{/.test(op.path);
}

export function harvestIds(
  session: Session,
  op: DiscoverableOperation,
  exchanges: readonly Exchange[],
  params: ReadonlySet<string>,
): void {
  if (!isCreating(op)) return;
  const nouns: string[] = `${op.summary} ${op.path}`.toLowerCase().match(/[a-z]+/g) ?? [];
  const bareTarget = [...params].find((p) => nouns.includes(p.replace(/Id$/, '').toLowerCase()));
  for (const ex of exchanges) {
    const json = ex.response?.json;
    if (json === undefined) continue;
    for (const [key, value] of idsIn(json, 0)) {
      const param = key === 'id' ? bareTarget : params.has(key) ? key : undefined;
      if (param === undefined || session.chained.has(param)) continue;
      session.chained.set(param, value);
      const creators = creatorsBySession.get(session) ?? new Map<string, Creator>();
      creators.set(param, { op, exchange: ex, key });
      creatorsBySession.set(session, creators);
      session.log(`chaining: ${param} = ${value} (from op ${op.number}, ${ex.id})`);
    }
  }
}

/** The id under `key` in a creating answer (the first, as `harvestIds` reads them). */
export function idUnder(json: unknown, key: string): string | undefined {
  return idsIn(json, 0).find(([k]) => k === key)?.[1];
}

function idsIn(value: unknown, depth: number): [string, string][] {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (
      (k === 'id' || /Id$/.test(k)) &&
      (typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v)))
    ) {
      out.push([k, String(v)]);
    }
  }
  for (const v of Object.values(value)) out.push(...idsIn(v, depth + 1));
  return out;
}
