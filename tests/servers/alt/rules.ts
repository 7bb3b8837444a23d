/**
 * @module The alt server's per-operation rules: the single table its JSON schemas, enum folding,
 * id lookups and published truth are all derived from. Enum values are lower-case canonical forms.
 */
import type { RuleTable } from '../shared/rules.ts';

const REPORT_LOCATION = {
  kind: 'object',
  fields: {
    city: { type: 'string', maxLength: 80 },
    state: { type: 'string', maxLength: 80 },
    country: { type: 'string', minLength: 2, maxLength: 2 },
  },
  required: ['country'],
} as const;

const NOTE = {
  kind: 'object',
  fields: { note: { type: 'string', minLength: 1, maxLength: 500 } },
  required: ['note'],
} as const;

const ANY_OBJECT = { kind: 'object', fields: {}, required: [] } as const;

export const ALT_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', minLength: 5, maxLength: 120 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer', minimum: 1, maximum: 12 },
        yearBuilt: { type: 'number', minimum: 1900, maximum: 2030 },
        application: { type: 'enum', values: ['web', 'ios', 'android'] },
        opportunityId: { type: 'string', maxLength: 64 },
        reportType: { type: 'enum', values: ['standard', 'premium', 'rejected'] },
        rejectedReason: { type: 'string', maxLength: 500 },
        sellingTimeFrame: { type: 'string', maxLength: 40 },
      },
      required: ['streetAddress', 'bedrooms', 'reportType'],
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
        referralType: { type: 'enum', values: ['buyer', 'seller', 'renter'] },
        clientEmail: { type: 'email', maxLength: 254 },
        city: { type: 'string', maxLength: 80 },
        listingAddress: { type: 'string', maxLength: 120 },
        zipCode: { type: 'string', minLength: 5, maxLength: 5 },
        latitude: { type: 'string', maxLength: 20 },
      },
      required: ['referralType', 'clientEmail', 'zipCode'],
    },
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    body: REPORT_LOCATION,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 200,
    body: REPORT_LOCATION,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: {
        id: { type: 'string', maxLength: 64 },
        reportId: { type: 'string', minLength: 1, maxLength: 64 },
      },
      required: ['reportId'],
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
      required: ['dryRun'],
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
        templateId: { type: 'string', minLength: 1, maxLength: 64 },
        phone: { type: 'string', minLength: 7, maxLength: 20 },
      },
      required: ['templateId', 'phone'],
    },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: { reportId: { type: 'string', minLength: 1, maxLength: 64 } },
      required: ['reportId'],
    },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    successStatus: 200,
    body: NOTE,
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'object',
      fields: { type: { type: 'enum', values: ['year-starter', 'month-starter', 'one-time'] } },
      required: ['type'],
    },
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: NOTE,
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
    body: ANY_OBJECT,
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    successStatus: 200,
    body: ANY_OBJECT,
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    successStatus: 200,
    body: ANY_OBJECT,
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
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
  },
} as const satisfies RuleTable;
