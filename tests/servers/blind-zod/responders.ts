/**
 * @module What each operation answers on success: a flat object (no envelope), ISO timestamps, the
 * created record itself for the 201s. Bodies arrive validated, yet are still read defensively.
 * Record ids are cuid-like; path ids are checked with zod's own lenient cuid pattern.
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export interface ZodResponderContext {
  /** Absent on the public operation called without a token. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  /** The path id, already known to exist. */
  readonly id: string;
  readonly body: Readonly<Record<string, unknown>>;
}

type Responder = (ctx: ZodResponderContext) => Record<string, unknown>;

/** Ops answering 204 have no responder. */
export const ZOD_RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': (ctx) => ({
    id: ctx.tenant === undefined ? cuid() : ctx.tenants.create(ctx.tenant, 'REPORT_ID'),
    streetAddress: text(ctx.body.streetAddress),
    state: text(ctx.body.state),
    bedrooms: integer(ctx.body.bedrooms),
    ...(typeof ctx.body.yearBuilt === 'number' ? { yearBuilt: ctx.body.yearBuilt } : {}),
    reportType: text(ctx.body.reportType),
    status: 'draft',
    createdAt: now(),
  }),
  '2': (ctx) => ({
    id: cuid(),
    referralType: text(ctx.body.referralType),
    clientEmail: text(ctx.body.clientEmail),
    zipCode: text(ctx.body.zipCode),
    createdAt: now(),
  }),
  '3': (ctx) => ({ reportId: ctx.id, event: 'view', loggedAt: now() }),
  '4': (ctx) => ({ reportId: ctx.id, event: 'pdf', loggedAt: now() }),
  '5': (ctx) => ({ id: text(ctx.body.reportId), completed: true, completedAt: now() }),
  '6': (ctx) => {
    const ids = Array.isArray(ctx.body.changeOrderIds) ? ctx.body.changeOrderIds : [];
    return { dryRun: ctx.body.dryRun === true, migrated: ids.length, changeOrderIds: ids };
  },
  '7': (ctx) => ({ id: cuid(), status: 'queued', to: text(ctx.body.phone) }),
  '8': (ctx) => {
    const start = integer(ctx.body.startTime);
    return {
      calendar: text(ctx.body.calendar),
      timezone: text(ctx.body.timezone),
      slots: [{ start, end: start + 3_600_000 }],
    };
  },
  '9': (ctx) => ({ reportId: text(ctx.body.reportId), status: 'finished' }),
  '10': (ctx) => ({ id: cuid(), recordId: ctx.id, note: text(ctx.body.note), createdAt: now() }),
  '11': (ctx) => ({
    id: `pi_${randomBytes(12).toString('hex')}`,
    type: text(ctx.body.type),
    clientSecret: `pi_secret_${randomBytes(16).toString('hex')}`,
    status: 'requires_payment_method',
  }),
  '12': (ctx) => ({ id: ctx.id, address: '1 Main Street', bedrooms: 3, stage: 'open' }),
  '13': (ctx) => ({ id: cuid(), dealId: ctx.id, note: text(ctx.body.note), createdAt: now() }),
  '14': (ctx) => ({ dealId: ctx.id, envelopeId: cuid(), status: 'sent' }),
  '15': (ctx) => ({ opportunityId: ctx.id, disassociated: true }),
  // The created note echoes what was parsed (`{}` under the table's own strict empty schema).
  '16': (ctx) => ({ id: cuid(), sessionId: ctx.id, ...ctx.body, createdAt: now() }),
  '17': (ctx) => ({ rmaId: ctx.id, status: 'sent', sentAt: now() }),
  '18': (ctx) => ({
    id: ctx.id,
    realtor: { id: cuid(), name: 'Pat Realtor' },
    referralType: text(ctx.body.referralType),
  }),
  '21': () => ({
    subscribers: [
      { id: cuid(), channel: 'email' },
      { id: cuid(), channel: 'sms' },
    ],
    count: 2,
  }),
};

function now(): string {
  return new Date().toISOString();
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function integer(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) ? value : 0;
}

/** Operations whose success body echoes the parsed request body. */
export const ECHOES: readonly string[] = ['16'];

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** zod 3's `cuidRegex`. */
export const CUID_PATTERN = /^c[^\s-]{8,}$/i;

export function cuid(): string {
  return `c${[...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
