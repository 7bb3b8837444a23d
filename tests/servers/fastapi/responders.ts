/**
 * @module What each endpoint returns on success, after `response_model` filtering (only
 * the response model's fields): camelCase names, uuid ids, ISO timestamps. Bodies reaching here are the
 * validated models' dumps, so values are already coerced (`"4"` became 4).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export interface FastapiResponderContext {
  /** Absent on a public operation called anonymously. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  /** The path id in canonical form, when the path has one (already found). */
  readonly id: string;
  readonly body: Readonly<Record<string, unknown>>;
}

type Responder = (ctx: FastapiResponderContext) => Record<string, unknown>;

const now = () => new Date().toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const FASTAPI_RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': ({ tenant, tenants, body }) => ({
    id: tenant === undefined ? randomUUID() : tenants.create(tenant, 'REPORT_ID'),
    streetAddress: text(body.streetAddress),
    bedrooms: Number(body.bedrooms),
    reportType: text(body.reportType),
    status: 'pending',
    createdAt: now(),
  }),
  '2': ({ body }) => ({
    id: randomUUID(),
    referralType: text(body.referralType),
    clientEmail: text(body.clientEmail),
    status: 'sent',
    createdAt: now(),
  }),
  '3': ({ id }) => ({ reportId: id, event: 'view', loggedAt: now() }),
  '4': ({ id }) => ({ reportId: id, event: 'pdf', loggedAt: now() }),
  '5': ({ body }) => ({ id: text(body.id), reportId: text(body.reportId), status: 'completed' }),
  '6': ({ body }) => ({
    dryRun: body.dryRun === true,
    migrated: Array.isArray(body.changeOrderIds) ? body.changeOrderIds.length : 0,
  }),
  '7': () => ({ messageId: randomUUID(), status: 'queued' }),
  '8': ({ body }) => ({ calendar: text(body.calendar), meetings: [] }),
  '9': ({ body }) => ({ reportId: text(body.reportId), status: 'finished' }),
  '10': ({ id, body }) => ({ recordId: id, note: text(body.note), updatedAt: now() }),
  '11': ({ body }) => ({
    id: `pi_${randomBytes(12).toString('hex')}`,
    type: text(body.type),
    clientSecret: `pi_secret_${randomBytes(12).toString('hex')}`,
  }),
  '12': ({ id }) => ({ id, address: '1 Main Street', bedrooms: 3 }),
  '13': ({ id, body }) => ({ id: randomUUID(), dealId: id, note: text(body.note), createdAt: now() }),
  '14': ({ id }) => ({ envelopeId: randomUUID(), dealId: id, status: 'sent' }),
  '15': ({ id }) => ({ opportunityId: id, disassociated: true }),
  '16': ({ id }) => ({ sessionId: id, notes: [] }),
  '17': ({ id }) => ({ rmaId: id, sent: true }),
  '18': ({ id }) => ({ contactId: id, realtorId: randomUUID(), name: 'Pat Realtor' }),
  '21': () => ({ upserted: 0, subscribers: [] }),
};
