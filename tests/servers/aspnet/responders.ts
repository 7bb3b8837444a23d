/**
 * @module What each action returns on success: camelCase DTOs, GUID ids, UTC timestamps.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export interface AspNetResponderContext {
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  /** The route's GUID in canonical form, when the path has one. */
  readonly id: string;
  readonly body: Readonly<Record<string, unknown>>;
}

type Responder = (ctx: AspNetResponderContext) => Record<string, unknown>;

const utc = () => new Date().toISOString();
/** The value bound to a property: keys match whatever their case, the last one wins. */
const read = (body: Readonly<Record<string, unknown>>, name: string) =>
  Object.entries(body).findLast(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

export const ASPNET_RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': ({ tenant, tenants, body }) => ({
    id: tenant === undefined ? randomUUID() : tenants.create(tenant, 'REPORT_ID'),
    streetAddress: text(read(body, 'streetAddress')),
    bedrooms: Number(read(body, 'bedrooms')),
    reportType: text(read(body, 'reportType')).toLowerCase(),
    createdUtc: utc(),
  }),
  '2': ({ body }) => ({
    id: randomUUID(),
    referralType: text(read(body, 'referralType')).toLowerCase(),
    clientEmail: text(read(body, 'clientEmail')),
  }),
  '3': ({ id }) => ({ reportId: id, kind: 'view', loggedAtUtc: utc() }),
  '4': ({ id }) => ({ reportId: id, kind: 'pdf', loggedAtUtc: utc() }),
  '5': ({ body }) => ({
    id: text(read(body, 'id')),
    reportId: text(read(body, 'reportId')),
    completed: true,
  }),
  '6': ({ body }) => {
    const ids = read(body, 'changeOrderIds');
    return { dryRun: read(body, 'dryRun') === true, migrated: Array.isArray(ids) ? ids.length : 0 };
  },
  '7': () => ({ messageSid: `MM${randomBytes(16).toString('hex')}`, status: 'Queued' }),
  '8': ({ body }) => ({ calendar: text(read(body, 'calendar')), slots: [] }),
  '9': ({ body }) => ({ reportId: text(read(body, 'reportId')), finished: true }),
  '10': ({ id, body }) => ({ id: randomUUID(), recordId: id, note: text(read(body, 'note')) }),
  '11': () => ({
    paymentIntentId: `pi_${randomBytes(12).toString('hex')}`,
    clientSecret: randomBytes(16).toString('hex'),
  }),
  '12': ({ id }) => ({ dealId: id, address: '1 Main Street', bedrooms: 3 }),
  '13': ({ id, body }) => ({ id: randomUUID(), dealId: id, note: text(read(body, 'note')) }),
  '14': () => ({ envelopeId: randomUUID(), status: 'Sent' }),
  '15': ({ id }) => ({ opportunityId: id, disassociated: true }),
  '16': ({ id }) => ({ sessionId: id, notes: [] }),
  '17': ({ id }) => ({ rmaId: id, sent: true }),
  '18': ({ id }) => ({ contactId: id, realtorName: 'Pat Realtor' }),
  '21': () => ({ items: [{ id: randomUUID(), channel: 'Email' }], totalCount: 1 }),
};
