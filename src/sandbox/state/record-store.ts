/**
 * @module One tenant's collection of records of one kind, bounded: seeded records are pinned so the
 * ids handed to the harness stay valid, created ones are capped and the oldest dropped first.
 */

export type TenantId = 'a' | 'b';

export const collectionNames = [
  'report',
  'record',
  'deal',
  'opportunity',
  'session',
  'rma',
  'contact',
] as const;
export type CollectionName = (typeof collectionNames)[number];

export interface StoredRecord {
  readonly id: string;
  readonly kind: CollectionName;
  readonly tenantId: TenantId;
  readonly createdAt: string;
  /** Written only by handlers with validated values; never merged from raw input. */
  readonly data: Record<string, string | number | boolean>;
}

export class RecordStore {
  private readonly pinned = new Map<string, StoredRecord>();
  private readonly created = new Map<string, StoredRecord>();

  constructor(private readonly cap: number) {}

  seed(record: StoredRecord): void {
    this.pinned.set(record.id, record);
  }

  add(record: StoredRecord): void {
    this.created.set(record.id, record);
    if (this.created.size > this.cap) {
      // Map iterates in insertion order, so the first key is the oldest record.
      const oldest = this.created.keys().next();
      if (!oldest.done) this.created.delete(oldest.value);
    }
  }

  /** Ids are matched case-insensitively, as a database `uuid` column would. */
  get(id: string): StoredRecord | undefined {
    const key = id.toLowerCase();
    return this.pinned.get(key) ?? this.created.get(key);
  }

  get size(): number {
    return this.pinned.size + this.created.size;
  }
}
