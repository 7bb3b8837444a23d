/**
 * @module The ASP.NET server's request DTOs as data (`[Required]`, `[StringLength]`, `[Range]`,
 * `[EmailAddress]`, `[AllowedValues]`, C# enums read by `JsonStringEnumConverter`) laid over the
 * document's routes: `[AllowAnonymous]` where the document shows no `Authorization`, 201 with a
 * `Location` for creates, 204 for deletes, 200 otherwise. Binding, validation, routing and the
 * published truth all read this table. Every integer has both Range bounds, as its .NET type bounds
 * it anyway.
 */
import type { ResponseFieldTruth, TruthFieldType } from '../../../src/sandbox/server-truth.ts';
import type { ModelBody, ModelFields, ModelOperation } from '../shared/model-rules.ts';
import { onRoutes, type Route } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';

interface Own {
  readonly successStatus?: 201 | 204;
  /** For 201: the `Location` path; `{id}` is the created record's id. */
  readonly location?: string;
  readonly body: ModelBody;
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
}

export type AspNetOperation = Route & ModelOperation;

const model = (fields: ModelFields): ModelBody => ({ kind: 'object', fields });
/** Success body fields, all always present. */
const out = (fields: Record<string, TruthFieldType>) =>
  Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type, required: true }]));
const s = 'string';
const LOG_EVENT = model({
  city: { type: s, maxLength: 120 },
  state: { type: s, maxLength: 60 },
  country: { type: s, minLength: 2, maxLength: 3 },
});
const LOGGED = out({ reportId: s, kind: s, loggedAtUtc: s });
/** `[FromBody] EmptyRequest`: any JSON object binds; anything else fails conversion. */
const EMPTY = model({});

const OWN: Readonly<Record<OperationNumber, Own>> = {
  '1': {
    successStatus: 201,
    location: '/v1/property/{id}',
    body: model({
      streetAddress: { type: s, required: true, minLength: 3, maxLength: 150 },
      state: { type: s, minLength: 2, maxLength: 2 },
      bedrooms: { type: 'integer', required: true, minimum: 1, maximum: 12 },
      yearBuilt: { type: 'integer', minimum: 1700, maximum: 2100 },
      application: { type: s, maxLength: 30 },
      opportunityId: { type: s, maxLength: 64 },
      reportType: {
        type: s,
        required: true,
        oneOf: ['standard', 'rejected', 'express'],
        caseInsensitive: true,
      },
      rejectedReason: { type: s, maxLength: 1000 },
      sellingTimeFrame: { type: s, maxLength: 50 },
    }),
    response: out({ id: s, streetAddress: s, bedrooms: 'integer', reportType: s, createdUtc: s }),
  },
  '2': {
    successStatus: 201,
    location: '/v1/referrals/{id}',
    body: model({
      referralType: { type: s, required: true, oneOf: ['buyer', 'seller', 'tenant'], caseInsensitive: true },
      clientEmail: { type: s, required: true, email: true, maxLength: 320 },
      city: { type: s, maxLength: 100 },
      listingAddress: { type: s, maxLength: 200 },
      zipCode: { type: s, required: true, minLength: 5, maxLength: 10 },
      latitude: { type: s, maxLength: 20 },
    }),
    response: out({ id: s, referralType: s, clientEmail: s }),
  },
  '3': { body: LOG_EVENT, response: LOGGED },
  '4': { body: LOG_EVENT, response: LOGGED },
  '5': {
    body: model({
      id: { type: s, required: true, maxLength: 50 },
      reportId: { type: s, required: true, minLength: 10, maxLength: 50 },
    }),
    response: out({ id: s, reportId: s, completed: 'boolean' }),
  },
  '6': {
    body: model({
      dryRun: { type: 'boolean', required: true },
      changeOrderIds: { type: 'array', required: true },
    }),
    response: out({ dryRun: 'boolean', migrated: 'integer' }),
  },
  '7': {
    body: model({
      templateId: { type: s, required: true, maxLength: 100 },
      phone: { type: s, required: true, minLength: 7, maxLength: 20 },
    }),
    response: out({ messageSid: s, status: s }),
  },
  '8': {
    body: model({
      calendar: { type: s, required: true, maxLength: 200 },
      lastname: { type: s, maxLength: 100 },
      timezone: { type: s, required: true, minLength: 3, maxLength: 50 },
      startTime: { type: 'integer', required: true, minimum: 0, maximum: 4_102_444_800_000 },
      likelyAvailableUserIds: { type: 'array' },
      upleg: { type: s, maxLength: 100 },
      alreadyAssociated: { type: 'boolean' },
      bookedBy: {
        type: 'object',
        fields: { id: { type: s, required: true, maxLength: 36 }, email: { type: s, email: true } },
      },
      isPreestimateMeeting: { type: 'boolean' },
    }),
    response: out({ calendar: s, slots: 'array' }),
  },
  '9': {
    body: model({ reportId: { type: s, required: true, maxLength: 50 } }),
    response: out({ reportId: s, finished: 'boolean' }),
  },
  '10': {
    body: model({ note: { type: s, required: true, maxLength: 4000 } }),
    response: out({ id: s, recordId: s, note: s }),
  },
  '11': {
    body: model({
      type: { type: s, required: true, oneOf: ['year-starter', 'month-to-month', 'annual-prepaid'] },
    }),
    response: out({ paymentIntentId: s, clientSecret: s }),
  },
  '12': { body: { kind: 'ignored' }, response: out({ dealId: s, address: s, bedrooms: 'integer' }) },
  '13': {
    successStatus: 201,
    location: '/v1/homes/{dealId}/note/{id}',
    body: model({ note: { type: s, required: true, maxLength: 500 } }),
    response: out({ id: s, dealId: s, note: s }),
  },
  '14': {
    body: model({
      primary: {
        type: 'object',
        required: true,
        fields: {
          email: { type: s, required: true, email: true, maxLength: 254 },
          name: { type: s, required: true, minLength: 2, maxLength: 100 },
        },
      },
    }),
    response: out({ envelopeId: s, status: s }),
  },
  '15': { body: EMPTY, response: out({ opportunityId: s, disassociated: 'boolean' }) },
  '16': { body: EMPTY, response: out({ sessionId: s, notes: 'array' }) },
  '17': { body: EMPTY, response: out({ rmaId: s, sent: 'boolean' }) },
  '18': {
    body: model({
      clientFirstName: { type: s, maxLength: 50 },
      clientEmail: { type: s, email: true },
      realtorId: { type: s, maxLength: 36 },
      message: { type: s, maxLength: 2000 },
      referralType: { type: s, required: true, oneOf: ['Buyer', 'Seller'], caseInsensitive: true },
    }),
    response: out({ contactId: s, realtorName: s }),
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, response: out({ items: 'array', totalCount: 'integer' }) },
};

export const ASPNET_RULES = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, rule]) => [
    op,
    { ...rule, auth: rule.documentedAuth ? 'required' : 'none', successStatus: rule.successStatus ?? 200 },
  ]),
) as Readonly<Record<OperationNumber, AspNetOperation>>;
