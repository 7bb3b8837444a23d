/**
 * @module The Rails server's per-operation rules, as its models' `validates` lines would read: the
 * one table its params validation, routing, auth and published truth are derived from.
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
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', maxLength: 100 },
    country: { type: 'string', minLength: 2, maxLength: 2 },
  },
};
const LOGGED = { report_id: INTEGER, event: STRING, logged_at: STRING };
const NOTHING: ModelBody = { kind: 'object', fields: {} };

export const RAILS_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 201,
    location: '/v1/property/{id}',
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', required: true, minLength: 5, maxLength: 120 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer', required: true, minimum: 0, maximum: 20 },
        yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
        application: { type: 'string', oneOf: ['web', 'ios', 'android', 'api'] },
        opportunityId: { type: 'string', maxLength: 36 },
        reportType: { type: 'string', required: true, oneOf: ['standard', 'rejected'] },
        rejectedReason: { type: 'string', maxLength: 255 },
        sellingTimeFrame: { type: 'string', maxLength: 40 },
      },
    },
    response: {
      id: INTEGER,
      street_address: STRING,
      bedrooms: INTEGER,
      report_type: STRING,
      status: STRING,
      created_at: STRING,
      updated_at: STRING,
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
        referralType: { type: 'string', required: true, oneOf: ['buyer', 'seller', 'renter'] },
        clientEmail: { type: 'string', required: true, email: true, maxLength: 255 },
        city: { type: 'string', maxLength: 100 },
        listingAddress: { type: 'string', maxLength: 255 },
        zipCode: { type: 'string', required: true, minLength: 5, maxLength: 10 },
        latitude: { type: 'string', maxLength: 32 },
      },
    },
    response: { id: INTEGER, referral_type: STRING, client_email: STRING, created_at: STRING },
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
        id: { type: 'string', required: true, maxLength: 36 },
        reportId: { type: 'string', required: true, minLength: 8, maxLength: 40 },
      },
    },
    response: { id: STRING, report_id: STRING, completed: BOOLEAN },
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: { dryRun: { type: 'boolean', required: true }, changeOrderIds: { type: 'array' } },
    },
    response: { dry_run: BOOLEAN, migrated_count: INTEGER },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        templateId: { type: 'string', required: true, maxLength: 64 },
        phone: { type: 'string', required: true, minLength: 10, maxLength: 15 },
      },
    },
    response: { message_id: STRING, status: STRING },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        calendar: { type: 'string', required: true, maxLength: 100 },
        lastname: { type: 'string', maxLength: 80 },
        timezone: { type: 'string', required: true, maxLength: 64 },
        startTime: { type: 'integer', required: true, minimum: 0 },
        likelyAvailableUserIds: { type: 'array' },
        upleg: { type: 'string', maxLength: 50 },
        alreadyAssociated: { type: 'boolean' },
        bookedBy: {
          type: 'object',
          fields: {
            userId: { type: 'string', required: true, maxLength: 24 },
            email: { type: 'string', email: true, maxLength: 254 },
          },
        },
        isPreestimateMeeting: { type: 'boolean' },
      },
    },
    response: { meetings: { type: 'array', required: true }, calendar: STRING },
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { reportId: { type: 'string', required: true, maxLength: 40 } } },
    response: { report_id: STRING, status: STRING },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 1000 } } },
    response: { id: INTEGER, record_id: INTEGER, note: STRING },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        type: { type: 'string', required: true, oneOf: ['year-starter', 'month-to-month', 'quarterly'] },
      },
    },
    response: { id: STRING, client_secret: STRING, plan: STRING },
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, address: STRING, stage: STRING },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 201,
    location: '/v1/homes/{dealId}/note/{id}',
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 2000 } } },
    response: { id: INTEGER, deal_id: INTEGER, note: STRING, created_at: STRING },
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
            email: { type: 'string', required: true, email: true },
            name: { type: 'string', required: true, maxLength: 60 },
            role: { type: 'string', oneOf: ['signer', 'viewer'] },
          },
        },
      },
    },
    response: { envelope_id: STRING, deal_id: INTEGER, status: STRING },
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'required',
    successStatus: 200,
    body: NOTHING,
    response: { opportunity_id: INTEGER, contact_id: { type: 'null', required: true } },
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    successStatus: 200,
    body: NOTHING,
    response: { session_id: INTEGER, image_notes: { type: 'array', required: true } },
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    successStatus: 200,
    body: NOTHING,
    response: { rma_id: INTEGER, sent: BOOLEAN },
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'none',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, name: STRING, email: STRING },
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
    response: { subscribers: { type: 'array', required: true }, total: INTEGER },
  },
} as const satisfies Readonly<Record<OperationNumber, ModelOperation>>;
