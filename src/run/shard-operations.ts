/**
 * @module Which operations a shard runs. Operations are grouped first: an operation that takes a
 * record id (`reportId` as a path parameter or a body field) stays with the creating operation whose
 * answer discovery harvests that id from (a POST without path parameters whose summary or path names
 * the record: "Create a property report" feeds `reportId`, the rule of discovery's chaining). The
 * groups, in catalog order, are then cut into `n` consecutive slices of about the same number of
 * operations. Depends only on the catalog and `n`: every shard of a run agrees on the cut.
 */
import type { CatalogOperation } from '../../fixtures/catalog.ts';
import { pathParams } from '../../fixtures/operation-def.ts';
import type { Shard } from '../core/shard.ts';

const isCreating = (op: CatalogOperation) => op.method === 'POST' && pathParams(op.path).length === 0;

/** Id parameters an operation takes: its path parameters and body fields named like one. */
function idsTaken(op: CatalogOperation, known: ReadonlySet<string>): string[] {
  const fields = op.body.kind === 'fields' ? Object.keys(op.body.fields) : [];
  return [...pathParams(op.path), ...fields.filter((f) => known.has(f))];
}

/** The id parameter a creating operation's bare `id` feeds, if any (first one its words name). */
function idFed(op: CatalogOperation, known: ReadonlySet<string>): string | undefined {
  const words: string[] = `${op.summary} ${op.path}`.toLowerCase().match(/[a-z]+/g) ?? [];
  return [...known].find((p) => words.includes(p.replace(/Id$/, '').toLowerCase()));
}

/** The operations in groups that must run in the same shard, in catalog order. */
export function operationGroups(ops: readonly CatalogOperation[]): CatalogOperation[][] {
  const known = new Set(ops.flatMap((op) => pathParams(op.path)));
  const groupOf = new Map<CatalogOperation, CatalogOperation[]>(ops.map((op) => [op, [op]]));
  const join = (a: CatalogOperation, b: CatalogOperation) => {
    const ga = groupOf.get(a) as CatalogOperation[];
    const gb = groupOf.get(b) as CatalogOperation[];
    if (ga === gb) return;
    ga.push(...gb);
    for (const op of gb) groupOf.set(op, ga);
  };
  for (const creator of ops.filter(isCreating)) {
    const fed = idFed(creator, known);
    if (fed === undefined) continue;
    for (const op of ops) if (op !== creator && idsTaken(op, known).includes(fed)) join(creator, op);
  }
  const groups = [...new Set(groupOf.values())].map((g) => ops.filter((op) => g.includes(op)));
  return groups.sort((a, b) => ops.indexOf(a[0] as CatalogOperation) - ops.indexOf(b[0] as CatalogOperation));
}

/** The operations of shard `index` of `count`, in catalog order (possibly none when `count` is large). */
export function shardOperations(ops: readonly CatalogOperation[], shard: Shard): CatalogOperation[] {
  const mine: CatalogOperation[] = [];
  let before = 0;
  for (const group of operationGroups(ops)) {
    // A group goes to the slice its first operation falls in, counting operations before it.
    if (Math.floor((before * shard.count) / ops.length) + 1 === shard.index) mine.push(...group);
    before += group.length;
  }
  return ops.filter((op) => mine.includes(op));
}
