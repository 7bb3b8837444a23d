/**
 * @module What each controller action returns on success: an API Resource (`{"data": {…}}`, the
 * Eloquent model's snake_case attributes with integer keys and microsecond timestamps), a
 * `{"message": …}` for plain actions, or a paginated collection with its `links` and `meta`.
 * Values are the validated input after the model's casts (`"12"` → 12, `"1"` → true).
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';
import type { AutoIncrement } from './ids.ts';
import type { Input } from './input.ts';

export interface ActionContext {
  /** Absent for a guest on a public route. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  readonly keys: AutoIncrement;
  /** The bound model's key, on routes with a path id. */
  readonly id: number;
  readonly input: Input;
  /** `$request->url()`: the paginator's base. */
  readonly url: string;
}

type Action = (ctx: ActionContext) => Record<string, unknown>;

const timestamp = () => new Date().toISOString().replace(/Z$/, '000Z');
const asInt = (value: unknown) => (value === true ? 1 : Number.parseInt(String(value), 10) || 0);
const asBool = (value: unknown) => value === true || value === 1 || value === '1';
const orNull = (value: unknown) => value ?? null;
const message = (text: string) => () => ({ message: text });

function paginated(url: string, items: readonly unknown[]) {
  const first = `${url}?page=1`;
  const count = items.length;
  return {
    data: items,
    links: { first, last: first, prev: null, next: null },
    meta: {
      current_page: 1,
      from: count > 0 ? 1 : null,
      last_page: 1,
      links: [
        { url: null, label: '&laquo; Previous', active: false },
        { url: first, label: '1', active: true },
        { url: null, label: 'Next &raquo;', active: false },
      ],
      path: url,
      per_page: 15,
      to: count > 0 ? count : null,
      total: count,
    },
  };
}

export const ACTIONS: Readonly<Partial<Record<OperationNumber, Action>>> = {
  '1': ({ tenant, tenants, keys, input }) => ({
    data: {
      id: Number(tenant === undefined ? keys('REPORT_ID') : tenants.create(tenant, 'REPORT_ID')),
      street_address: input.streetAddress,
      state: orNull(input.state),
      bedrooms: asInt(input.bedrooms),
      report_type: input.reportType,
      status: 'pending',
      created_at: timestamp(),
      updated_at: timestamp(),
    },
  }),
  '2': ({ keys, input }) => ({
    data: {
      id: Number(keys('referrals')),
      referral_type: input.referralType,
      client_email: input.clientEmail,
      zip_code: input.zipCode,
      status: 'sent',
      created_at: timestamp(),
    },
  }),
  '3': message('View logged.'),
  '4': message('Download logged.'),
  '5': message('Report completed.'),
  '6': ({ input }) => ({
    data: {
      dry_run: asBool(input.dryRun),
      migrated: Array.isArray(input.changeOrderIds) ? input.changeOrderIds.length : 0,
    },
  }),
  '7': message('Message queued.'),
  '8': ({ url, input }) =>
    paginated(url, [
      { id: 1, calendar: input.calendar, timezone: input.timezone, start_time: asInt(input.startTime) },
    ]),
  '9': message('Neighbor report finished.'),
  '10': ({ keys, id, input }) => ({
    data: { id: Number(keys('notes')), record_id: id, note: input.note, created_at: timestamp() },
  }),
  '11': ({ input }) => ({
    data: {
      id: `pi_${randomBytes(12).toString('hex')}`,
      client_secret: `pi_secret_${randomBytes(12).toString('hex')}`,
      type: input.type,
      status: 'requires_payment_method',
    },
  }),
  '12': ({ id, input }) => ({
    data: {
      id,
      address: '1 Main Street',
      city: 'Springfield',
      bedrooms: 3,
      stage: 'open',
      associated_object_id: orNull(input.associatedObjectId),
    },
  }),
  '13': ({ keys, id, input }) => ({
    data: { id: Number(keys('notes')), deal_id: id, note: input.note, created_at: timestamp() },
  }),
  '14': ({ id }) => ({ data: { envelope_id: randomBytes(8).toString('hex'), deal_id: id, status: 'sent' } }),
  '15': message('Contact disassociated.'),
  '16': ({ keys, id, input }) => ({
    data: {
      id: Number(keys('image_notes')),
      session_id: id,
      caption: orNull(input.caption),
      created_at: timestamp(),
    },
  }),
  '17': message('Contract sent.'),
  '18': ({ id }) => ({ data: { id, name: 'Pat Realtor', email: 'pat@example.com', realtor_id: 7 } }),
  '21': ({ url }) => paginated(url, [{ id: 1, channel: 'email', active: true }]),
};
