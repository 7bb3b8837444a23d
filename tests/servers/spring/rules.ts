/**
 * @module The spring server's rules: a Spring Boot/Jackson-style service (scalars coerced to
 * strings and numbers, fractions truncated into ints, Java enums in upper case, deserialization
 * errors answered 400 with no detail, bean-validation errors listed with their field) covering a
 * subset of the document's operations. Test-only.
 */

export type SpringField =
  | {
      readonly type: 'string';
      readonly min?: number;
      readonly max?: number;
      readonly email?: boolean;
      readonly notNull?: boolean;
    }
  | { readonly type: 'enum'; readonly values: readonly string[]; readonly notNull?: boolean }
  | {
      readonly type: 'int' | 'double';
      readonly min?: number;
      readonly max?: number;
      readonly notNull?: boolean;
    }
  | { readonly type: 'boolean'; readonly notNull?: boolean };

export interface SpringRule {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly auth: 'required' | 'none';
  readonly successStatus: 200 | 201 | 204;
  readonly idKind?: 'DEAL_ID' | 'CONTACT_ID';
  readonly fields?: Readonly<Record<string, SpringField>>;
  readonly response?: Readonly<Record<string, string>>;
}

export const SPRING_RULES: Readonly<Record<string, SpringRule>> = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 201,
    fields: {
      streetAddress: { type: 'string', min: 3, max: 120, notNull: true },
      bedrooms: { type: 'int', min: 0, max: 15 },
      yearBuilt: { type: 'int' },
      reportType: { type: 'enum', values: ['STANDARD', 'PREMIUM'], notNull: true },
      application: { type: 'string' },
    },
    response: { id: 'integer', streetAddress: 'string' },
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 201,
    fields: {
      referralType: { type: 'enum', values: ['BUYER', 'SELLER'], notNull: true },
      clientEmail: { type: 'string', email: true, notNull: true },
      zipCode: { type: 'string', min: 5, max: 10 },
    },
    response: { id: 'integer', referralType: 'string' },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    auth: 'required',
    successStatus: 201,
    idKind: 'DEAL_ID',
    fields: { note: { type: 'string', min: 1, max: 255, notNull: true } },
    response: { id: 'integer', note: 'string' },
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    auth: 'none',
    successStatus: 200,
    idKind: 'CONTACT_ID',
    fields: {
      referralType: { type: 'enum', values: ['BUYER', 'SELLER'] },
      message: { type: 'string', max: 500 },
    },
    response: { contactId: 'string', name: 'string' },
  },
  '20': { method: 'DELETE', path: '/v1/crm-provider/deactivate', auth: 'required', successStatus: 204 },
};
