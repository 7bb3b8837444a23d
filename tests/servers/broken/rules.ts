/**
 * @module The broken server's healthy behaviour, one row per operation of the document: the single
 * table its Joi-style validation, routing, auth and published truth are derived from.
 */
import type { OperationNumber, OperationRule } from '../shared/rules.ts';

const LOCATION = {
  kind: 'object',
  fields: {
    city: { type: 'string', maxLength: 100 },
    state: { type: 'string', maxLength: 100 },
    country: { type: 'string', minLength: 2, maxLength: 3 },
  },
  required: [],
} as const;

/** Joi's default: an object schema with no keys rejects every key. */
const EMPTY = { kind: 'object', fields: {}, required: [] } as const;

const NOTE = {
  kind: 'object',
  fields: { note: { type: 'string', minLength: 1, maxLength: 1000 } },
  required: ['note'],
} as const;

/** Everything answers 200, like a hapi handler returning a value. */
const OK = { auth: 'required', successStatus: 200 } as const;

export const BROKEN_SERVER_RULES = {
  '1': {
    ...OK,
    method: 'POST',
    path: '/v1/property/',
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', minLength: 1, maxLength: 150 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer', minimum: 0, maximum: 20 },
        yearBuilt: { type: 'integer', minimum: 1700, maximum: 2100 },
        application: { type: 'string', maxLength: 50 },
        opportunityId: { type: 'string', maxLength: 64 },
        reportType: { type: 'enum', values: ['standard', 'premium'] },
        rejectedReason: { type: 'string', maxLength: 2000 },
        sellingTimeFrame: { type: 'string', maxLength: 60 },
      },
      required: ['streetAddress', 'bedrooms'],
    },
  },
  '2': {
    ...OK,
    method: 'POST',
    path: '/v1/referrals/',
    body: {
      kind: 'object',
      fields: {
        referralType: { type: 'enum', values: ['buyer', 'seller'] },
        clientEmail: { type: 'email', maxLength: 254 },
        city: { type: 'string', maxLength: 100 },
        listingAddress: { type: 'string', maxLength: 200 },
        zipCode: { type: 'string', minLength: 5, maxLength: 10 },
        latitude: { type: 'string', maxLength: 30 },
      },
      required: ['referralType', 'clientEmail'],
    },
  },
  '3': {
    ...OK,
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    body: LOCATION,
  },
  '4': {
    ...OK,
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    body: LOCATION,
  },
  '5': {
    ...OK,
    method: 'POST',
    path: '/v1/property/complete-report',
    body: {
      kind: 'object',
      fields: { id: { type: 'string', maxLength: 64 }, reportId: { type: 'string', maxLength: 64 } },
      required: ['id', 'reportId'],
    },
  },
  '6': {
    ...OK,
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    body: {
      kind: 'object',
      fields: { dryRun: { type: 'boolean' }, changeOrderIds: { type: 'array' } },
      required: ['dryRun'],
    },
  },
  '7': {
    ...OK,
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    body: {
      kind: 'object',
      fields: {
        templateId: { type: 'string', minLength: 1, maxLength: 64 },
        phone: { type: 'string', minLength: 7, maxLength: 20 },
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
        startTime: { type: 'number', minimum: 0 },
        likelyAvailableUserIds: { type: 'array' },
        upleg: { type: 'string', maxLength: 100 },
        alreadyAssociated: { type: 'boolean' },
        bookedBy: { type: 'object' },
        isPreestimateMeeting: { type: 'boolean' },
      },
      required: ['calendar'],
    },
  },
  '9': {
    ...OK,
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    body: { kind: 'object', fields: { reportId: { type: 'string', maxLength: 64 } }, required: ['reportId'] },
  },
  '10': {
    ...OK,
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    body: NOTE,
  },
  '11': {
    ...OK,
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    body: {
      kind: 'object',
      fields: { type: { type: 'enum', values: ['year-starter', 'month-starter'] } },
      required: ['type'],
    },
  },
  '12': { ...OK, method: 'GET', path: '/v1/homes/{dealId}', idKind: 'DEAL_ID', body: { kind: 'ignored' } },
  '13': { ...OK, method: 'POST', path: '/v1/homes/{dealId}/note', idKind: 'DEAL_ID', body: NOTE },
  '14': {
    ...OK,
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    body: { kind: 'object', fields: { primary: { type: 'object' } }, required: ['primary'] },
  },
  '15': {
    ...OK,
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    body: EMPTY,
  },
  '16': {
    ...OK,
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    body: EMPTY,
  },
  '17': { ...OK, method: 'POST', path: '/v1/rma/{rmaId}/contract/send', idKind: 'RMA_ID', body: EMPTY },
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
        clientEmail: { type: 'email', maxLength: 254 },
        realtorId: { type: 'string', maxLength: 64 },
        message: { type: 'string', maxLength: 1000 },
        referralType: { type: 'enum', values: ['Buyer', 'Seller'] },
      },
      required: ['referralType'],
    },
  },
  '19': { ...OK, method: 'DELETE', path: '/v2/payments/reno/remove-subscription', body: { kind: 'none' } },
  '20': { ...OK, method: 'DELETE', path: '/v1/crm-provider/deactivate', body: { kind: 'none' } },
  '21': {
    ...OK,
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    body: { kind: 'none' },
  },
} as const satisfies Readonly<Record<OperationNumber, OperationRule>>;
