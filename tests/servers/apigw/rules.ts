/**
 * @module The API as data: one row per method of the REST API (API Gateway resources), with its
 * authorizer, its request model (a JSON Schema draft 4 model: `required` means present, types are
 * strict, unknown keys allowed) and what its Lambda adds: business rules checked after the model
 * (422), and whether it answers a record (`{"data": …}`) or an action (`{"ok": true}`). Routing,
 * the authorizer, the model validator, the Lambda and the published truth all read this table.
 * Required plain strings carry `minLength` in the model or a Lambda rule (draft 4 accepts `''`).
 */
import type { ModelBody, ModelOperation } from '../shared/model-rules.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { LambdaRule } from './lambda-rules.ts';

export interface ApigwOperation extends ModelOperation {
  /** The Lambda proxy always answers `statusCode: 200` on success, creates and deletes too. */
  readonly successStatus: 200;
  readonly answer: 'record' | 'ok';
  /** Checked by the Lambda once the model passed, in order; the first broken one answers 422. */
  readonly lambdaRules?: readonly LambdaRule[];
}

/** Model `LogEvent`: nothing required. */
const LOG_EVENT: ModelBody = {
  kind: 'object',
  fields: {
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', minLength: 2, maxLength: 2 },
    country: { type: 'string', minLength: 2, maxLength: 2 },
  },
};
/** Model `Empty` (`{"type": "object"}`): any object, never an array or a scalar. */
const ANY_OBJECT: ModelBody = { kind: 'object', fields: {} };
const NO_MODEL: ModelBody = { kind: 'none' };

export const APIGW_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', required: true, minLength: 1, maxLength: 120 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer', required: true, minimum: 0 },
        yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
        application: { type: 'string', oneOf: ['web', 'ios', 'android'] },
        opportunityId: { type: 'string', maxLength: 64 },
        reportType: { type: 'string', required: true, oneOf: ['standard', 'rejected'] },
        rejectedReason: { type: 'string', maxLength: 500 },
        sellingTimeFrame: { type: 'string', maxLength: 40 },
      },
    },
    lambdaRules: [{ field: 'bedrooms', kind: 'maximum', limit: 12 }],
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: {
        referralType: { type: 'string', required: true, oneOf: ['buyer', 'seller'] },
        clientEmail: { type: 'string', required: true, email: true },
        city: { type: 'string', maxLength: 100 },
        listingAddress: { type: 'string', maxLength: 200 },
        zipCode: { type: 'string', required: true, maxLength: 10 },
        latitude: { type: 'string', maxLength: 32 },
      },
    },
    lambdaRules: [{ field: 'zipCode', kind: 'minLength', limit: 5 }],
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: LOG_EVENT,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: LOG_EVENT,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: {
      kind: 'object',
      fields: {
        id: { type: 'string', required: true, minLength: 1, maxLength: 64 },
        reportId: { type: 'string', required: true, minLength: 1, maxLength: 64 },
      },
    },
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: {
      kind: 'object',
      fields: { dryRun: { type: 'boolean' }, changeOrderIds: { type: 'array', required: true } },
    },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: {
      kind: 'object',
      fields: {
        templateId: { type: 'string', required: true, minLength: 1, maxLength: 64 },
        phone: { type: 'string', required: true, minLength: 10, maxLength: 15 },
      },
    },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'none',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: {
        calendar: { type: 'string', required: true, minLength: 1, maxLength: 100 },
        lastname: { type: 'string', maxLength: 80 },
        timezone: { type: 'string', required: true, minLength: 1, maxLength: 64 },
        startTime: { type: 'integer', required: true, minimum: 0 },
        likelyAvailableUserIds: { type: 'array' },
        upleg: { type: 'string', maxLength: 50 },
        alreadyAssociated: { type: 'boolean' },
        bookedBy: {
          type: 'object',
          fields: {
            id: { type: 'string', required: true, minLength: 1, maxLength: 64 },
            name: { type: 'string', maxLength: 80 },
          },
        },
        isPreestimateMeeting: { type: 'boolean' },
      },
    },
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: {
      kind: 'object',
      fields: { reportId: { type: 'string', required: true, minLength: 1, maxLength: 64 } },
    },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: { note: { type: 'string', required: true, minLength: 1, maxLength: 2000 } },
    },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: { kind: 'object', fields: { type: { type: 'string', required: true } } },
    lambdaRules: [{ field: 'type', kind: 'oneOf', values: ['year-starter', 'month-starter'] }],
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: { associatedObjectId: { type: 'string', minLength: 1, maxLength: 64 } },
    },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    // Same field as operation 10, but here the length limit lives in the Lambda only.
    body: { kind: 'object', fields: { note: { type: 'string', required: true, minLength: 1 } } },
    lambdaRules: [{ field: 'note', kind: 'maxLength', limit: 2000 }],
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: {
        primary: {
          type: 'object',
          required: true,
          fields: {
            email: { type: 'string', required: true, email: true },
            name: { type: 'string', required: true, minLength: 1, maxLength: 100 },
            role: { type: 'string', oneOf: ['signer', 'cc'] },
          },
        },
      },
    },
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: ANY_OBJECT,
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: ANY_OBJECT,
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: ANY_OBJECT,
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'none',
    successStatus: 200,
    answer: 'record',
    body: {
      kind: 'object',
      fields: {
        clientFirstName: { type: 'string', maxLength: 50 },
        clientEmail: { type: 'string', email: true },
        realtorId: { type: 'string', maxLength: 64 },
        message: { type: 'string', maxLength: 1000 },
        referralType: { type: 'string', oneOf: ['Buyer', 'Seller'] },
      },
    },
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: NO_MODEL,
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'required',
    successStatus: 200,
    answer: 'ok',
    body: NO_MODEL,
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'required',
    successStatus: 200,
    answer: 'record',
    body: NO_MODEL,
  },
} as const satisfies Readonly<Record<OperationNumber, ApigwOperation>>;
