/**
 * @module The lax server's table: a FastAPI/pydantic-style service (lax coercion of numeric strings
 * and booleans, 422 `detail` lists naming every error, unknown fields ignored, 201 creates, 204
 * deletes, GET bodies read) covering a subset of the document's operations. Method, path and id kind
 * come from the shared routes; fields are written as the truth states them (`shared/field-table.ts`).
 */
import type { FieldTruth } from '../../../src/sandbox/server-truth.ts';
import { type FieldTableOperation, onFieldRoute } from '../shared/field-table.ts';
import { defined, type OperationNumber } from '../shared/rules.ts';

export interface LaxOperation extends FieldTableOperation {
  readonly respond: (body: Record<string, unknown>, id: string | undefined) => unknown;
}

const on = onFieldRoute<LaxOperation>;
const str = (minLength?: number, maxLength?: number): FieldTruth => ({
  type: 'string',
  ...defined({ minLength, maxLength }),
});
const oneOf = (...values: string[]): FieldTruth => ({ type: 'string', enum: values });

export const LAX_RULES: Readonly<Partial<Record<OperationNumber, LaxOperation>>> = {
  '1': on('1', {
    successStatus: 201,
    fields: {
      streetAddress: str(1, 100),
      bedrooms: { type: 'integer', minimum: 0, maximum: 10 },
      yearBuilt: { type: 'number', minimum: 1800, maximum: 2100 },
      reportType: oneOf('standard', 'premium'),
      application: str(undefined, 20),
    },
    required: ['streetAddress', 'reportType'],
    response: { id: 'string', streetAddress: 'string', note: 'string' },
    respond: (b) => ({ id: 'r-1', streetAddress: b.streetAddress, note: String(b.application ?? '') }),
  }),
  '2': on('2', {
    successStatus: 201,
    fields: {
      referralType: oneOf('buyer', 'seller'),
      clientEmail: { type: 'string', format: 'email' },
      zipCode: str(5, 10),
      latitude: str(),
    },
    required: ['referralType', 'clientEmail'],
    response: { referralId: 'string', referralType: 'string' },
    respond: (b) => ({ referralId: 'ref-1', referralType: b.referralType }),
  }),
  // The document shows no Authorization here; this service wants it anyway.
  '8': on('8', {
    auth: 'required',
    fields: {
      calendar: str(undefined, 50),
      startTime: { type: 'integer', minimum: 0 },
      upleg: { type: 'boolean' },
    },
    required: ['calendar', 'startTime'],
    response: { slots: 'array' },
    respond: () => ({ slots: [] }),
  }),
  '12': on('12', {
    fields: { associatedObjectId: { type: 'integer', minimum: 1 } },
    response: { dealId: 'string', stage: 'string' },
    respond: (_b, id) => ({ dealId: id, stage: 'open' }),
  }),
  '13': on('13', {
    successStatus: 201,
    fields: { note: str(1, 500) },
    required: ['note'],
    response: { dealId: 'string', note: 'string' },
    respond: (b, id) => ({ dealId: id, note: b.note }),
  }),
  '18': on('18', {
    fields: { referralType: oneOf('Buyer', 'Seller'), clientEmail: str() },
    required: ['referralType'],
    response: { contactId: 'string', name: 'string' },
    respond: (_b, id) => ({ contactId: id, name: 'Pat' }),
  }),
  '19': on('19', { successStatus: 204, respond: () => undefined }),
};
