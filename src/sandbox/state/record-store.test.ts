/** @module The state stays bounded: caps drop the oldest, seeded records stay. */
import { describe, expect, it } from 'vitest';
import { EventLog } from './event-log.ts';
import { RecordStore, type StoredRecord } from './record-store.ts';

const record = (id: string): StoredRecord => ({ id, kind: 'report', tenantId: 'a', createdAt: '', data: {} });

describe('bounded state', () => {
  it('keeps seeded records and drops the oldest created ones past the cap', () => {
    const store = new RecordStore(2);
    store.seed(record('seed'));
    for (const id of ['c1', 'c2', 'c3']) store.add(record(id));
    expect(store.get('seed')).toBeDefined();
    expect(store.get('c1')).toBeUndefined();
    expect(store.get('C3')?.id).toBe('c3');
    expect(store.size).toBe(3);
  });

  it('keeps the newest events in order', () => {
    const log = new EventLog(3);
    for (const n of [1, 2, 3, 4, 5]) log.add({ operation: 'x', at: '', detail: { n } });
    expect(log.list().map((e) => e.detail.n)).toEqual([3, 4, 5]);
  });
});
