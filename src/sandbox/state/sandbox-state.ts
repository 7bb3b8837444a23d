/**
 * @module The sandbox's whole in-memory state: two tenants, each with its record collections and
 * side-effect log, seeded at start with one record of every kind.
 */
import { randomUUID } from 'node:crypto';
import type { SeededIds } from '../server-truth.ts';
import { EventLog } from './event-log.ts';
import {
  type CollectionName,
  collectionNames,
  RecordStore,
  type StoredRecord,
  type TenantId,
} from './record-store.ts';

export interface TenantState {
  readonly id: TenantId;
  readonly collections: Readonly<Record<CollectionName, RecordStore>>;
  readonly log: EventLog;
  readonly seeded: SeededIds;
}

export interface SandboxState {
  readonly tenants: Readonly<Record<TenantId, TenantState>>;
}

/** Records kept per tenant and collection beyond the seeded ones. */
export const RECORD_CAP = 10_000;

const seedData: Record<CollectionName, StoredRecord['data']> = {
  report: { streetAddress: '100 Seed Street', state: 'CA', reportType: 'standard', status: 'pending' },
  record: { status: 'rejected' },
  deal: { streetAddress: '200 Seed Avenue', stage: 'qualified', noteCount: 0 },
  opportunity: { stage: 'open' },
  session: { status: 'in-progress' },
  rma: { status: 'approved' },
  contact: { name: 'Dana Realtor', email: 'dana.realtor@example.com', realtorId: 'rltr_1001' },
};

const seedKeys: Record<CollectionName, keyof SeededIds> = {
  report: 'REPORT_ID',
  record: 'RECORD_ID',
  deal: 'DEAL_ID',
  opportunity: 'OPPORTUNITY_ID',
  session: 'SESSION_ID',
  rma: 'RMA_ID',
  contact: 'CONTACT_ID',
};

function createTenant(id: TenantId, createdAt: string): TenantState {
  const collections = {} as Record<CollectionName, RecordStore>;
  const seeded = {} as Record<keyof SeededIds, string>;
  for (const kind of collectionNames) {
    const store = new RecordStore(RECORD_CAP);
    const record: StoredRecord = {
      id: randomUUID(),
      kind,
      tenantId: id,
      createdAt,
      data: { ...seedData[kind] },
    };
    store.seed(record);
    collections[kind] = store;
    seeded[seedKeys[kind]] = record.id;
  }
  return { id, collections, log: new EventLog(RECORD_CAP), seeded };
}

export function createSandboxState(now = new Date()): SandboxState {
  const createdAt = now.toISOString();
  return { tenants: { a: createTenant('a', createdAt), b: createTenant('b', createdAt) } };
}
