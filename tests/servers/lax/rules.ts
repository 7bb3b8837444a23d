/**
 * @module The lax server's rules: a FastAPI/pydantic-style service (lax coercion of numeric strings
 * and booleans, 422 `detail` lists naming every error, unknown fields ignored, 201 creates, 204
 * deletes, GET bodies read) covering a subset of the document's operations. Test-only.
 */

export type LaxField =
  | {
      readonly type: 'string';
      readonly minLength?: number;
      readonly maxLength?: number;
      readonly email?: boolean;
    }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'integer' | 'number'; readonly minimum?: number; readonly maximum?: number }
  | { readonly type: 'boolean' };

export interface LaxRule {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly auth: 'required' | 'none';
  readonly successStatus: 200 | 201 | 204;
  readonly idKind?: 'DEAL_ID' | 'CONTACT_ID';
  readonly fields?: Readonly<Record<string, LaxField>>;
  readonly required?: readonly string[];
  readonly respond: (
    body: Record<string, unknown>,
    id: string | undefined,
  ) => Record<string, unknown> | undefined;
  /** Top-level fields of the success body: type and whether always present. */
  readonly response?: Readonly<Record<string, readonly [ResponseType, boolean]>>;
}

type ResponseType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

export const LAX_RULES: Readonly<Record<string, LaxRule>> = {
  '1': {
    response: { id: ['string', true], streetAddress: ['string', true], note: ['string', true] },
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 201,
    fields: {
      streetAddress: { type: 'string', minLength: 1, maxLength: 100 },
      bedrooms: { type: 'integer', minimum: 0, maximum: 10 },
      yearBuilt: { type: 'number', minimum: 1800, maximum: 2100 },
      reportType: { type: 'enum', values: ['standard', 'premium'] },
      application: { type: 'string', maxLength: 20 },
    },
    required: ['streetAddress', 'reportType'],
    respond: (b) => ({ id: 'r-1', streetAddress: b.streetAddress, note: String(b.application ?? '') }),
  },
  '2': {
    response: { referralId: ['string', true], referralType: ['string', true] },
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 201,
    fields: {
      referralType: { type: 'enum', values: ['buyer', 'seller'] },
      clientEmail: { type: 'string', email: true },
      zipCode: { type: 'string', minLength: 5, maxLength: 10 },
      latitude: { type: 'string' },
    },
    required: ['referralType', 'clientEmail'],
    respond: (b) => ({ referralId: 'ref-1', referralType: b.referralType }),
  },
  '8': {
    response: { slots: ['array', true] },
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'required',
    successStatus: 200,
    fields: {
      calendar: { type: 'string', maxLength: 50 },
      startTime: { type: 'integer', minimum: 0 },
      upleg: { type: 'boolean' },
    },
    required: ['calendar', 'startTime'],
    respond: () => ({ slots: [] }),
  },
  '12': {
    response: { dealId: ['string', true], stage: ['string', true] },
    method: 'GET',
    path: '/v1/homes/{dealId}',
    auth: 'required',
    successStatus: 200,
    idKind: 'DEAL_ID',
    fields: { associatedObjectId: { type: 'integer', minimum: 1 } },
    required: [],
    respond: (_b, id) => ({ dealId: id, stage: 'open' }),
  },
  '13': {
    response: { dealId: ['string', true], note: ['string', true] },
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    auth: 'required',
    successStatus: 201,
    idKind: 'DEAL_ID',
    fields: { note: { type: 'string', minLength: 1, maxLength: 500 } },
    required: ['note'],
    respond: (b, id) => ({ dealId: id, note: b.note }),
  },
  '18': {
    response: { contactId: ['string', true], name: ['string', true] },
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    auth: 'none',
    successStatus: 200,
    idKind: 'CONTACT_ID',
    fields: { referralType: { type: 'enum', values: ['Buyer', 'Seller'] }, clientEmail: { type: 'string' } },
    required: ['referralType'],
    respond: (_b, id) => ({ contactId: id, name: 'Pat' }),
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 204,
    respond: () => undefined,
  },
};
