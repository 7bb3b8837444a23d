/**
 * @module What each view answers on success: `serializer.data` of the created or found record
 * (camelCase, integer primary keys, foreign keys as bare ids, ISO timestamps), a small status object
 * for actions, DRF's page envelope for list views. Values come from `validated_data`, so they are
 * the converted ones (`"12"` → 12, ` 123 ` → `"123"`).
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';
import type { PrimaryKeys } from './python.ts';

export interface DrfResponderContext {
  /** Absent on a public view called anonymously. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  readonly pk: PrimaryKeys;
  /** The found record's primary key, on detail views. */
  readonly id: number;
  readonly data: Readonly<Record<string, unknown>>;
}

type Responder = (ctx: DrfResponderContext) => Record<string, unknown>;

const created = () => new Date().toISOString();
const page = (results: readonly unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

export const DRF_RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': ({ tenant, tenants, pk, data }) => ({
    id: Number(tenant === undefined ? pk('REPORT_ID') : tenants.create(tenant, 'REPORT_ID')),
    streetAddress: data.streetAddress,
    state: data.state,
    bedrooms: data.bedrooms,
    reportType: data.reportType,
    status: 'pending',
    created: created(),
  }),
  '2': ({ pk, data }) => ({
    id: Number(pk('referral')),
    referralType: data.referralType,
    clientEmail: data.clientEmail,
    zipCode: data.zipCode,
    created: created(),
  }),
  '3': ({ pk, id }) => ({ id: Number(pk('report_event')), report: id, event: 'view', created: created() }),
  '4': ({ pk, id }) => ({ id: Number(pk('report_event')), report: id, event: 'pdf', created: created() }),
  '5': ({ data }) => ({ status: 'completed', reportId: data.reportId }),
  '6': ({ data }) => ({
    dryRun: data.dryRun === true,
    migrated: Array.isArray(data.changeOrderIds) ? data.changeOrderIds.length : 0,
  }),
  '7': () => ({ status: 'queued', sid: `MM${randomBytes(16).toString('hex')}` }),
  '8': () => page([]),
  '9': ({ data }) => ({ status: 'finished', reportId: data.reportId }),
  '10': ({ pk, id, data }) => ({ id: Number(pk('note')), record: id, note: data.note, created: created() }),
  '11': ({ data }) => ({
    id: `pi_${randomBytes(12).toString('hex')}`,
    clientSecret: `pi_secret_${randomBytes(12).toString('hex')}`,
    type: data.type,
    status: 'requires_payment_method',
  }),
  '12': ({ id }) => ({ id, address: '1 Main Street', city: 'Springfield', bedrooms: 3, stage: 'open' }),
  '13': ({ pk, id, data }) => ({ id: Number(pk('note')), deal: id, note: data.note, created: created() }),
  '14': ({ id }) => ({ status: 'sent', envelopeId: randomBytes(8).toString('hex'), deal: id }),
  '15': () => ({ status: 'disassociated' }),
  '16': ({ pk, id }) => ({ id: Number(pk('image_note')), session: id, created: created() }),
  '17': ({ id }) => ({ status: 'sent', rma: id }),
  '18': ({ id }) => ({ id, name: 'Pat Realtor', email: 'pat@example.com' }),
  '21': () => page([{ id: 1, channel: 'email', active: true }]),
};
