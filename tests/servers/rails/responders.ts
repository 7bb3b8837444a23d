/**
 * @module What each operation renders on success: the record's attributes in snake_case, as
 * `render json: @record` does, integer ids and ISO timestamps.
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export interface RailsResponderContext {
  /** Absent on the public operation called without a token. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  /** The found record's id (as an integer string), when the path has one. */
  readonly id: string;
  readonly params: Readonly<Record<string, unknown>>;
}

type Responder = (ctx: RailsResponderContext) => Record<string, unknown>;

const now = () => new Date().toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const serial = () => Math.floor(Math.random() * 1_000_000) + 1;

export const RAILS_RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': ({ tenant, tenants, params }) => ({
    id: Number(tenant === undefined ? 0 : tenants.create(tenant, 'REPORT_ID')),
    street_address: text(params.streetAddress),
    bedrooms: params.bedrooms,
    report_type: text(params.reportType),
    status: 'pending',
    created_at: now(),
    updated_at: now(),
  }),
  '2': ({ params }) => ({
    id: serial(),
    referral_type: text(params.referralType),
    client_email: text(params.clientEmail),
    created_at: now(),
  }),
  '3': ({ id }) => ({ report_id: Number(id), event: 'view', logged_at: now() }),
  '4': ({ id }) => ({ report_id: Number(id), event: 'pdf', logged_at: now() }),
  '5': ({ params }) => ({ id: text(params.id), report_id: text(params.reportId), completed: true }),
  '6': ({ params }) => ({
    dry_run: params.dryRun === true,
    migrated_count: Array.isArray(params.changeOrderIds) ? params.changeOrderIds.length : 0,
  }),
  '7': () => ({ message_id: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }),
  '8': ({ params }) => ({ meetings: [], calendar: text(params.calendar) }),
  '9': ({ params }) => ({ report_id: text(params.reportId), status: 'finished' }),
  '10': ({ id, params }) => ({ id: serial(), record_id: Number(id), note: text(params.note) }),
  '11': ({ params }) => ({
    id: `pi_${randomBytes(12).toString('hex')}`,
    client_secret: `pi_secret_${randomBytes(12).toString('hex')}`,
    plan: text(params.type),
  }),
  '12': ({ id }) => ({ id: Number(id), address: '1 Main Street', stage: 'open' }),
  '13': ({ id, params }) => ({
    id: serial(),
    deal_id: Number(id),
    note: text(params.note),
    created_at: now(),
  }),
  '14': ({ id }) => ({ envelope_id: randomBytes(8).toString('hex'), deal_id: Number(id), status: 'sent' }),
  '15': ({ id }) => ({ opportunity_id: Number(id), contact_id: null }),
  '16': ({ id }) => ({ session_id: Number(id), image_notes: [] }),
  '17': ({ id }) => ({ rma_id: Number(id), sent: true }),
  '18': ({ id }) => ({ id: Number(id), name: 'Pat Realtor', email: 'pat@example.com' }),
  '21': () => ({ subscribers: [{ id: 1, channel: 'email' }], total: 1 }),
};
