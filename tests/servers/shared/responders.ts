/**
 * @module What each operation answers on success, before a server wraps it in its own envelope.
 * Bodies reaching here were validated (or are ignored), yet fields are still read defensively.
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from './rules.ts';
import type { Tenant, TenantDirectory } from './tenants.ts';

export interface ResponderContext {
  /** Absent on a public operation called without a (valid) token. */
  readonly tenant: Tenant | undefined;
  readonly tenants: TenantDirectory;
  /** The path id, when the operation has one (already known to exist). */
  readonly id: string | undefined;
  readonly body: unknown;
}

/** A server answering with 204 drops the result. */
export type Responder = (ctx: ResponderContext) => Record<string, unknown>;

export const RESPONDERS: Readonly<Record<OperationNumber, Responder>> = {
  '1': (ctx) => ({
    reportId: ctx.tenant === undefined ? token('rep') : ctx.tenants.create(ctx.tenant, 'REPORT_ID'),
    streetAddress: field(ctx.body, 'streetAddress'),
    status: 'pending',
  }),
  '2': (ctx) => ({ referralId: token('ref'), referralType: field(ctx.body, 'referralType'), status: 'sent' }),
  '3': (ctx) => ({ reportId: ctx.id, event: 'view', logged: true }),
  '4': (ctx) => ({ reportId: ctx.id, event: 'pdf', logged: true }),
  '5': (ctx) => ({ reportId: field(ctx.body, 'reportId'), completed: true }),
  '6': (ctx) => {
    const ids = field(ctx.body, 'changeOrderIds');
    return { dryRun: field(ctx.body, 'dryRun') === true, migrated: Array.isArray(ids) ? ids.length : 0 };
  },
  '7': () => ({ messageId: token('mms'), queued: true }),
  '8': () => ({ meetings: [], total: 0 }),
  '9': (ctx) => ({ reportId: field(ctx.body, 'reportId'), finished: true }),
  '10': (ctx) => ({ recordId: ctx.id, noteId: token('note') }),
  '11': (ctx) => ({ intentId: token('pi'), type: field(ctx.body, 'type'), clientSecret: token('secret') }),
  '12': (ctx) => ({ dealId: ctx.id, address: '1 Main Street', bedrooms: 3 }),
  '13': (ctx) => ({ dealId: ctx.id, noteId: token('note') }),
  '14': (ctx) => ({ dealId: ctx.id, envelopeId: token('env'), status: 'sent' }),
  '15': (ctx) => ({ opportunityId: ctx.id, disassociated: true }),
  '16': (ctx) => ({ sessionId: ctx.id, saved: true }),
  '17': (ctx) => ({ rmaId: ctx.id, sent: true }),
  '18': (ctx) => ({ contactId: ctx.id, realtorId: token('rlt'), name: 'Pat Realtor' }),
  '19': () => ({ removed: true }),
  '20': () => ({ deactivated: true }),
  '21': () => ({ upserted: 0 }),
};

function field(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, name)) return null;
  return (body as Record<string, unknown>)[name] ?? null;
}

function token(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}
