/**
 * @module What each operation answers on success, derived from its row's `response` fields: a flat
 * object (no envelope) whose fields come, in the table's order, from the route's own values below,
 * else the path id (a field named as the path parameter), a new cuid (`id`), the time (`…At`, ISO)
 * or the validated body (still read defensively, typed as the table says; an optional field only
 * when sent). Record ids are cuid-like; path ids are checked with zod's own lenient cuid pattern.
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { ResponderContext } from '../shared/schema-serve.ts';
import { ZOD_RULES } from './rules.ts';

type Responder = (ctx: ResponderContext) => Record<string, unknown>;
/** A field's value: a constant, or made from the request. */
type Own = Readonly<Record<string, string | number | boolean | ((ctx: ResponderContext) => unknown)>>;

const now = () => new Date().toISOString();
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const integer = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const OWN: Readonly<Partial<Record<OperationNumber, Own | Responder>>> = {
  '1': {
    id: (ctx) => (ctx.tenant === undefined ? cuid() : ctx.tenants.create(ctx.tenant, 'REPORT_ID')),
    status: 'draft',
  },
  '3': { event: 'view' },
  '4': { event: 'pdf' },
  '5': { id: (ctx) => text(ctx.body.reportId), completed: true },
  '6': {
    migrated: (ctx) => (Array.isArray(ctx.body.changeOrderIds) ? ctx.body.changeOrderIds.length : 0),
  },
  '7': { status: 'queued', to: (ctx) => text(ctx.body.phone) },
  '8': {
    slots: (ctx) => [{ start: integer(ctx.body.startTime), end: integer(ctx.body.startTime) + 3_600_000 }],
  },
  '9': { status: 'finished' },
  '11': {
    id: () => `pi_${hex(12)}`,
    clientSecret: () => `pi_secret_${hex(16)}`,
    status: 'requires_payment_method',
  },
  '12': { id: (ctx) => ctx.id, address: '1 Main Street', bedrooms: 3, stage: 'open' },
  '14': { envelopeId: cuid, status: 'sent' },
  '15': { disassociated: true },
  // The created note echoes what was parsed (`{}` under the table's own strict empty schema).
  '16': (ctx) => ({ id: cuid(), sessionId: ctx.id, ...ctx.body, createdAt: now() }),
  '17': { status: 'sent' },
  '18': { id: (ctx) => ctx.id, realtor: () => ({ id: cuid(), name: 'Pat Realtor' }) },
  '21': {
    subscribers: () => [
      { id: cuid(), channel: 'email' },
      { id: cuid(), channel: 'sms' },
    ],
    count: 2,
  },
};

const FROM_BODY: Readonly<Record<string, (value: unknown) => unknown>> = {
  string: text,
  integer,
  boolean: (value) => value === true,
  array: (value) => (Array.isArray(value) ? value : []),
};

/** The success body of `op` (ops answering 204 are never asked). */
export function respond(op: OperationNumber, ctx: ResponderContext): Record<string, unknown> {
  const own = OWN[op] ?? {};
  if (typeof own === 'function') return own(ctx);
  const { param, response = {} } = ZOD_RULES[op];
  const fields = Object.entries(response).flatMap(([name, { type, required }]) => {
    const value = own[name];
    if (value !== undefined) return [[name, typeof value === 'function' ? value(ctx) : value]];
    if (name === param) return [[name, ctx.id]];
    if (name === 'id') return [[name, cuid()]];
    if (name.endsWith('At')) return [[name, now()]];
    if (!required && typeof ctx.body[name] !== 'number') return [];
    return [[name, FROM_BODY[type]?.(ctx.body[name])]];
  });
  return Object.fromEntries(fields);
}

/** Operations whose success body echoes the parsed request body. */
export const ECHOES: readonly string[] = ['16'];

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** zod 3's `cuidRegex`. */
export const CUID_PATTERN = /^c[^\s-]{8,}$/i;

export function cuid(): string {
  return `c${[...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}
