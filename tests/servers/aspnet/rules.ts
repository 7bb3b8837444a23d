/**
 * @module The ASP.NET server's request DTOs as data (`[Required]`, `[StringLength]`, `[Range]`,
 * `[EmailAddress]`, `[AllowedValues]`, C# enums read by `JsonStringEnumConverter`): the one table
 * its binding, validation, routing and published truth come from. Every integer has both Range
 * bounds, as its .NET type bounds it anyway.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelBody, ModelOperation } from '../shared/model-rules.ts';
import type { OperationNumber } from '../shared/rules.ts';

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };

const LOG_EVENT: ModelBody = {
  kind: 'object',
  fields: {
    city: { type: 'string', maxLength: 120 },
    state: { type: 'string', maxLength: 60 },
    country: { type: 'string', minLength: 2, maxLength: 3 },
  },
};
const LOGGED = { reportId: STRING, kind: STRING, loggedAtUtc: STRING };
/** `[FromBody] EmptyRequest`: any JSON object binds; anything else fails conversion. */
const EMPTY: ModelBody = { kind: 'object', fields: {} };
const NOTE: ModelBody = {
  kind: 'object',
  fields: { note: { type: 'string', required: true, maxLength: 500 } },
};

export const ASPNET_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 201,
    location: '/v1/property/{id}',
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', required: true, minLength: 3, maxLength: 150 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer', required: true, minimum: 1, maximum: 12 },
        yearBuilt: { type: 'integer', minimum: 1700, maximum: 2100 },
        application: { type: 'string', maxLength: 30 },
        opportunityId: { type: 'string', maxLength: 64 },
        reportType: {
          type: 'string',
          required: true,
          oneOf: ['standard', 'rejected', 'express'],
          caseInsensitive: true,
        },
        rejectedReason: { type: 'string', maxLength: 1000 },
        sellingTimeFrame: { type: 'string', maxLength: 50 },
      },
    },
    response: {
      id: STRING,
      streetAddress: STRING,
      bedrooms: INTEGER,
      reportType: STRING,
      createdUtc: STRING,
    },
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 201,
    location: '/v1/referrals/{id}',
    body: {
      kind: 'object',
      fields: {
        referralType: {
          type: 'string',
          required: true,
          oneOf: ['buyer', 'seller', 'tenant'],
          caseInsensitive: true,
        },
        clientEmail: { type: 'string', required: true, email: true, maxLength: 320 },
        city: { type: 'string', maxLength: 100 },
        listingAddress: { type: 'string', maxLength: 200 },
        zipCode: { type: 'string', required: true, minLength: 5, maxLength: 10 },
        latitude: { type: 'string', maxLength: 20 },
      },
    },
    response: { id: STRING, referralType: STRING, clientEmail: STRING },
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    body: LOG_EVENT,
    response: LOGGED,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    body: LOG_EVENT,
    response: LOGGED,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        id: { type: 'string', required: true, maxLength: 50 },
        reportId: { type: 'string', required: true, minLength: 10, maxLength: 50 },
      },
    },
    response: { id: STRING, reportId: STRING, completed: BOOLEAN },
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        dryRun: { type: 'boolean', required: true },
        changeOrderIds: { type: 'array', required: true },
      },
    },
    response: { dryRun: BOOLEAN, migrated: INTEGER },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        templateId: { type: 'string', required: true, maxLength: 100 },
        phone: { type: 'string', required: true, minLength: 7, maxLength: 20 },
      },
    },
    response: { messageSid: STRING, status: STRING },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'none',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        calendar: { type: 'string', required: true, maxLength: 200 },
        lastname: { type: 'string', maxLength: 100 },
        timezone: { type: 'string', required: true, minLength: 3, maxLength: 50 },
        startTime: { type: 'integer', required: true, minimum: 0, maximum: 4_102_444_800_000 },
        likelyAvailableUserIds: { type: 'array' },
        upleg: { type: 'string', maxLength: 100 },
        alreadyAssociated: { type: 'boolean' },
        bookedBy: {
          type: 'object',
          fields: {
            id: { type: 'string', required: true, maxLength: 36 },
            email: { type: 'string', email: true },
          },
        },
        isPreestimateMeeting: { type: 'boolean' },
      },
    },
    response: { calendar: STRING, slots: { type: 'array', required: true } },
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { reportId: { type: 'string', required: true, maxLength: 50 } } },
    response: { reportId: STRING, finished: BOOLEAN },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 4000 } } },
    response: { id: STRING, recordId: STRING, note: STRING },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        type: { type: 'string', required: true, oneOf: ['year-starter', 'month-to-month', 'annual-prepaid'] },
      },
    },
    response: { paymentIntentId: STRING, clientSecret: STRING },
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { dealId: STRING, address: STRING, bedrooms: INTEGER },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 201,
    location: '/v1/homes/{dealId}/note/{id}',
    body: NOTE,
    response: { id: STRING, dealId: STRING, note: STRING },
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        primary: {
          type: 'object',
          required: true,
          fields: {
            email: { type: 'string', required: true, email: true, maxLength: 254 },
            name: { type: 'string', required: true, minLength: 2, maxLength: 100 },
          },
        },
      },
    },
    response: { envelopeId: STRING, status: STRING },
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'required',
    successStatus: 200,
    body: EMPTY,
    response: { opportunityId: STRING, disassociated: BOOLEAN },
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    successStatus: 200,
    body: EMPTY,
    response: { sessionId: STRING, notes: { type: 'array', required: true } },
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    successStatus: 200,
    body: EMPTY,
    response: { rmaId: STRING, sent: BOOLEAN },
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'none',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        clientFirstName: { type: 'string', maxLength: 50 },
        clientEmail: { type: 'string', email: true },
        realtorId: { type: 'string', maxLength: 36 },
        message: { type: 'string', maxLength: 2000 },
        referralType: { type: 'string', required: true, oneOf: ['Buyer', 'Seller'], caseInsensitive: true },
      },
    },
    response: { contactId: STRING, realtorName: STRING },
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 204,
    body: { kind: 'none' },
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'required',
    successStatus: 204,
    body: { kind: 'none' },
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'none' },
    response: { items: { type: 'array', required: true }, totalCount: INTEGER },
  },
} as const satisfies Readonly<Record<OperationNumber, ModelOperation>>;
