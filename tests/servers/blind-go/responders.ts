/**
 * @module What each handler puts in `data`: Go structs marshalled as Go would (int64 ids as numbers,
 * nil pointers as `null`, RFC 3339 nanosecond timestamps, and PascalCase keys where a struct has no
 * json tags). Every `data` keeps one JSON type per operation, as the truth says.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { GoValue, StructValue } from '../shared/go-decode.ts';
import { goNow } from '../shared/go-reply.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export interface GoResponderContext {
  readonly tenant: Tenant;
  readonly tenants: TenantDirectory;
  /** The parsed path id, when the route has one (already known to exist). */
  readonly id: bigint | undefined;
  /** Decoded request fields keyed by JSON tag; empty when no body is bound. */
  readonly values: StructValue;
}

type Responder = (ctx: GoResponderContext) => Record<string, unknown> | readonly unknown[] | null;

export const GO_RESPONDERS: Readonly<Record<OperationNumber, Responder>> = {
  '1': (ctx) => ({
    id: Number(ctx.tenants.create(ctx.tenant, 'REPORT_ID')),
    ...json(ctx, 'streetAddress', 'bedrooms', 'state', 'yearBuilt', 'reportType'),
    status: 'pending',
    createdAt: goNow(true),
  }),
  '2': (ctx) => ({
    id: Number(randomBytes(3).readUIntBE(0, 3)),
    ...json(ctx, 'referralType', 'clientEmail', 'zipCode'),
    createdAt: goNow(true),
  }),
  '3': (ctx) => ({ reportId: Number(ctx.id), event: 'view', ...json(ctx, 'country') }),
  '4': (ctx) => ({ reportId: Number(ctx.id), event: 'pdf', ...json(ctx, 'country') }),
  '5': (ctx) => ({ ...json(ctx, 'reportId'), completed: true }),
  '6': (ctx) => {
    const ids = ctx.values.changeOrderIds;
    return {
      ...json(ctx, 'dryRun'),
      migrated: Array.isArray(ids) ? ids.length : 0,
      ...json(ctx, 'changeOrderIds'),
    };
  },
  '7': () => ({ sid: `MM${randomBytes(16).toString('hex')}`, status: 'queued' }),
  '8': () => [
    { id: 1, title: 'Pre-estimate visit', startTime: Date.now() + 86_400_000, durationMinutes: 60 },
  ],
  '9': (ctx) => ({ ...json(ctx, 'reportId'), status: 'finished' }),
  '10': (ctx) => ({ recordId: Number(ctx.id), ...json(ctx, 'note'), createdAt: goNow(true) }),
  '11': (ctx) => ({
    id: `pi_${randomBytes(12).toString('hex')}`,
    ...json(ctx, 'type'),
    clientSecret: `pi_secret_${randomBytes(16).toString('hex')}`,
  }),
  '12': (ctx) => ({
    id: Number(ctx.id),
    ...json(ctx, 'associatedObjectId'),
    address: '1 Main Street',
    bedrooms: 3,
  }),
  '13': (ctx) => ({ dealId: Number(ctx.id), ...json(ctx, 'note'), createdAt: goNow(true) }),
  '14': (ctx) => ({ dealId: Number(ctx.id), envelopeId: randomUUID(), status: 'sent' }),
  '15': (ctx) => ({ opportunityId: Number(ctx.id), contactId: null }),
  '16': (ctx) => ({ sessionId: Number(ctx.id), saved: true }),
  '17': (ctx) => ({ rmaId: Number(ctx.id), sentAt: goNow(true) }),
  '18': (ctx) => ({ id: Number(ctx.id), firstName: 'Pat', lastName: 'Realtor', brokerage: null }),
  '19': () => null,
  '20': () => null,
  // `type Subscriber struct { ID int64; Channel string; CreatedAt time.Time }`: no json tags.
  '21': () => [
    { ID: 1, Channel: 'email', CreatedAt: goNow(true) },
    { ID: 2, Channel: 'sms', CreatedAt: goNow(true) },
  ],
};

/** Decoded fields by JSON tag (`goMarshal` prints int64s as numbers, maps as `{}`, nil as `null`). */
function json(ctx: GoResponderContext, ...tags: string[]): Record<string, GoValue> {
  return Object.fromEntries(tags.map((tag) => [tag, ctx.values[tag] ?? null]));
}
