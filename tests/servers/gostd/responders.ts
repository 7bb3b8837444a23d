/**
 * @module What each handler writes on success, as Go structs without `omitempty` encode: creates
 * answer the record (`id`, the request's fields, `createdAt` in RFC 3339 as `time.Time` marshals
 * it), actions `{"ok":true}`, reads the record. Reports created by op 1 are kept for ops 3 and 4.
 * Record ids are `github.com/rs/xid`s; anything else names no record.
 */

import { randomBytes, randomInt } from 'node:crypto';
import { goNow } from '../shared/go-reply.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { ResponderContext } from '../shared/schema-serve.ts';

/** `body` is the decoded struct (every field, zero values included); `tenant` whoever's valid token came. */
type Responder = (ctx: ResponderContext) => Readonly<Record<string, unknown>>;

const created = (id: string, body: ResponderContext['body']) => ({ id, ...body, createdAt: goNow() });

/** Any route not listed answers `{"ok":true}`. */
const RESPONDERS: Readonly<Partial<Record<OperationNumber, Responder>>> = {
  '1': ({ tenant, tenants, body }) =>
    created(tenant === undefined ? newXid() : tenants.create(tenant, 'REPORT_ID'), body),
  '2': ({ body }) => created(newXid(), body),
  '8': ({ body }) => ({
    calendar: body.calendar,
    timezone: body.timezone,
    startTime: body.startTime,
    slots: [],
  }),
  '10': ({ id, body }) => ({ id: newXid(), recordId: id, note: body.note, createdAt: goNow() }),
  '11': ({ body }) => ({
    id: newXid(),
    type: body.type,
    status: 'requires_payment_method',
    createdAt: goNow(),
  }),
  '12': ({ id, body }) => ({
    id,
    address: '1 Main Street, Springfield',
    associatedObjectId: body.associatedObjectId,
    createdAt: goNow(),
  }),
  '13': ({ id, body }) => ({ id: newXid(), dealId: id, note: body.note, createdAt: goNow() }),
  '18': ({ id }) => ({ id, name: 'Pat Realtor', email: 'pat@example.com', createdAt: goNow() }),
  '21': () => ({ upserted: 0 }),
};

export function respond(op: OperationNumber, ctx: ResponderContext): Readonly<Record<string, unknown>> {
  return RESPONDERS[op]?.(ctx) ?? { ok: true };
}

const ALPHABET = '0123456789abcdefghijklmnopqrstuv';
const MACHINE = randomBytes(3);
let counter = randomInt(0, 2 ** 24);

export const XID = /^[0-9a-v]{20}$/;

export function newXid(now = Date.now()): string {
  counter = (counter + 1) % 2 ** 24;
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(now / 1000) >>> 0, 0);
  MACHINE.copy(bytes, 4);
  bytes.writeUInt16BE(process.pid & 0xffff, 7);
  bytes.writeUIntBE(counter, 9, 3);
  // 96 bits padded to 100: twenty 5-bit digits.
  let bits = BigInt(`0x${bytes.toString('hex')}`) << 4n;
  let out = '';
  for (let k = 0; k < 20; k += 1) {
    out = `${ALPHABET[Number(bits & 31n)]}${out}`;
    bits >>= 5n;
  }
  return out;
}
