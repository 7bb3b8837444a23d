/**
 * @module What each route sends on success: mongoose documents (`_id`, timestamps, `__v`) for the
 * creates, `{ ok: true, … }` elsewhere.
 */
import { randomBytes } from 'node:crypto';
import type { OperationNumber } from '../shared/rules.ts';
import type { ResponderContext } from '../shared/schema-serve.ts';

type Responder = (ctx: ResponderContext) => Record<string, unknown>;

/** A MongoDB ObjectId: 24 hex, the first 8 the creation second. */
export function objectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${randomBytes(8).toString('hex')}`;
}

function doc(id: string, fields: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return { _id: id, ...fields, createdAt: now, updatedAt: now, __v: 0 };
}

const OK: Responder = () => ({ ok: true });

export const JOI_RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': ({ tenant, tenants, body }) =>
    doc(tenant === undefined ? objectId() : tenants.create(tenant, 'REPORT_ID'), {
      streetAddress: body.streetAddress,
      bedrooms: Number(body.bedrooms),
      reportType: body.reportType,
    }),
  '2': ({ body }) => doc(objectId(), { referralType: body.referralType, clientEmail: body.clientEmail }),
  '3': OK,
  '4': OK,
  '5': () => ({ ok: true, completed: true }),
  '6': ({ body }) => ({
    ok: true,
    migrated: Array.isArray(body.changeOrderIds) ? body.changeOrderIds.length : 0,
  }),
  '7': () => ({ ok: true, sid: `MM${randomBytes(16).toString('hex')}` }),
  '8': () => ({ ok: true, meetings: [] }),
  '9': OK,
  '10': OK,
  '11': () => ({ ok: true, clientSecret: `pi_secret_${randomBytes(12).toString('hex')}` }),
  '12': ({ id }) => ({ _id: id, address: '1 Main Street' }),
  '13': ({ id, body }) => doc(objectId(), { dealId: id, note: body.note }),
  '14': () => ({ ok: true, envelopeId: randomBytes(12).toString('hex') }),
  '15': OK,
  '16': OK,
  '17': OK,
  '18': ({ id }) => ({ _id: id, name: 'Pat Realtor' }),
  '21': () => ({ ok: true, subscribers: [] }),
};
