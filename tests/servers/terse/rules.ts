/**
 * @module The terse server's per-operation rules: the single table its validation, routing, auth
 * and published truth are derived from. Operations 9 and 13 report validation failures under 200.
 */
import type { OperationNumber, OperationRule } from '../shared/rules.ts';

export interface TerseRule extends OperationRule {
  /** Overrides the usual 400 for a rejected body: these operations answer `200 {success:false}`. */
  readonly validationStatus?: 200;
  /** Overrides the plain-text 404 for an unknown id with `400 {success:false}` (a regression only). */
  readonly notFoundStatus?: 400;
}

const LOG_LOCATION = {
  kind: 'object',
  fields: {
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', maxLength: 100 },
    country: { type: 'string', maxLength: 100 },
  },
  required: ['city'],
} as const;

const NO_FIELDS = { kind: 'object', fields: {}, required: [] } as const;

export const TERSE_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', maxLength: 200 },
        state: { type: 'string', maxLength: 50 },
        bedrooms: { type: 'integer', minimum: 0, maximum: 50 },
        yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
        application: { type: 'string', maxLength: 100 },
        opportunityId: { type: 'string', maxLength: 100 },
        reportType: { type: 'enum', values: ['standard', 'rejected'] },
        rejectedReason: { type: 'string', maxLength: 1000 },
        sellingTimeFrame: { type: 'string', maxLength: 50 },
      },
      required: ['streetAddress', 'bedrooms', 'opportunityId'],
    },
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        referralType: { type: 'enum', values: ['buyer', 'investor'] },
        clientEmail: { type: 'email', maxLength: 254 },
        city: { type: 'string', maxLength: 100 },
        listingAddress: { type: 'string', maxLength: 200 },
        zipCode: { type: 'string', minLength: 5, maxLength: 10 },
        latitude: { type: 'string', maxLength: 32 },
      },
      required: ['referralType', 'clientEmail'],
    },
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    body: LOG_LOCATION,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    body: LOG_LOCATION,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: { id: { type: 'string', maxLength: 64 }, reportId: { type: 'string', maxLength: 64 } },
      required: ['id', 'reportId'],
    },
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: { dryRun: { type: 'boolean' }, changeOrderIds: { type: 'array' } },
      required: ['changeOrderIds'],
    },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        templateId: { type: 'string', maxLength: 64 },
        phone: { type: 'string', minLength: 10, maxLength: 15 },
      },
      required: ['templateId', 'phone'],
    },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'none',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        calendar: { type: 'string', maxLength: 100 },
        lastname: { type: 'string', maxLength: 100 },
        timezone: { type: 'string', maxLength: 64 },
        startTime: { type: 'number', minimum: 0, maximum: 4_102_444_800_000 },
        likelyAvailableUserIds: { type: 'array' },
        upleg: { type: 'string', maxLength: 100 },
        alreadyAssociated: { type: 'boolean' },
        bookedBy: { type: 'object' },
        isPreestimateMeeting: { type: 'boolean' },
      },
      required: ['calendar', 'timezone', 'startTime'],
    },
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    validationStatus: 200,
    body: { kind: 'object', fields: { reportId: { type: 'string', maxLength: 64 } }, required: ['reportId'] },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { note: { type: 'string', maxLength: 2000 } }, required: ['note'] },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: { type: { type: 'enum', values: ['year-starter', 'monthly'] } },
      required: ['type'],
    },
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { associatedObjectId: { type: 'string', maxLength: 64 } }, required: [] },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    validationStatus: 200,
    body: {
      kind: 'object',
      fields: { note: { type: 'string', minLength: 1, maxLength: 1000 } },
      required: ['note'],
    },
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'object', fields: { primary: { type: 'object' } }, required: ['primary'] },
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'required',
    successStatus: 200,
    body: NO_FIELDS,
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    successStatus: 200,
    body: NO_FIELDS,
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    successStatus: 200,
    body: NO_FIELDS,
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
        clientFirstName: { type: 'string', maxLength: 100 },
        clientEmail: { type: 'string', maxLength: 254 },
        realtorId: { type: 'string', maxLength: 64 },
        message: { type: 'string', maxLength: 500 },
        referralType: { type: 'enum', values: ['Buyer', 'Seller'] },
      },
      required: ['referralType'],
    },
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'none' },
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'none' },
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'none' },
  },
} as const satisfies Readonly<Record<OperationNumber, TerseRule>>;
