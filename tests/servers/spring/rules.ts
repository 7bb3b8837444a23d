/**
 * @module The spring server's table: a Spring Boot/Jackson-style service (scalars coerced to
 * strings and numbers, fractions truncated into ints, Java enums in upper case, deserialization
 * errors answered 400 with no detail, bean-validation errors listed with their field) covering a
 * subset of the document's operations. Method, path and id kind come from the shared routes;
 * fields are written as the truth states them (`shared/field-table.ts`), `required` being `@NotNull`.
 */
import type { FieldTruth } from '../../../src/sandbox/server-truth.ts';
import { type FieldTableOperation, onFieldRoute } from '../shared/field-table.ts';
import type { OperationNumber } from '../shared/rules.ts';

const on = onFieldRoute<FieldTableOperation>;
const oneOf = (...values: string[]): FieldTruth => ({ type: 'string', enum: values });

export const SPRING_RULES: Readonly<Partial<Record<OperationNumber, FieldTableOperation>>> = {
  '1': on('1', {
    successStatus: 201,
    fields: {
      streetAddress: { type: 'string', minLength: 3, maxLength: 120 },
      bedrooms: { type: 'integer', minimum: 0, maximum: 15 },
      yearBuilt: { type: 'integer' },
      reportType: oneOf('STANDARD', 'PREMIUM'),
      application: { type: 'string' },
    },
    required: ['streetAddress', 'reportType'],
    response: { id: 'integer', streetAddress: 'string' },
  }),
  '2': on('2', {
    successStatus: 201,
    fields: {
      referralType: oneOf('BUYER', 'SELLER'),
      clientEmail: { type: 'string', format: 'email' },
      zipCode: { type: 'string', minLength: 5, maxLength: 10 },
    },
    required: ['referralType', 'clientEmail'],
    response: { id: 'integer', referralType: 'string' },
  }),
  '13': on('13', {
    successStatus: 201,
    fields: { note: { type: 'string', minLength: 1, maxLength: 255 } },
    required: ['note'],
    response: { id: 'integer', note: 'string' },
  }),
  '18': on('18', {
    fields: { referralType: oneOf('BUYER', 'SELLER'), message: { type: 'string', maxLength: 500 } },
    response: { contactId: 'string', name: 'string' },
  }),
  '20': on('20', { successStatus: 204 }),
};
