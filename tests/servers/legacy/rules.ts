/**
 * @module The legacy server's per-operation rules: the single table its validation, routing, auth
 * and published truth are derived from. Operations 8 and 18 (whose auth the document leaves
 * open) are public; operation 5 reports
 * validation failures with 409; two closed sets (11 `type`, 18 `referralType`) are never listed.
 */
import type { OperationNumber, OperationRule } from '../shared/rules.ts';

export interface LegacyRule extends OperationRule {
  /** Overrides the usual `200 {success:false}` for a rejected body. */
  readonly validationStatus?: 409;
  /** Enum fields whose error never names the allowed values: field → the whole error sentence. */
  readonly silentEnums?: Readonly<Record<string, string>>;
}

const PAGE_VIEW = {
  kind: 'object',
  fields: {
    city: { type: 'string', maxLength: 60 },
    state: { type: 'string', maxLength: 60 },
    country: { type: 'string', minLength: 2, maxLength: 2 },
  },
  required: ['country'],
} as const;

const NOTE = {
  kind: 'object',
  fields: { note: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['note'],
} as const;

const ANY_OBJECT = { kind: 'object', fields: {}, required: [] } as const;
const PRIVATE = { auth: 'required', successStatus: 200 } as const;
const PUBLIC = { auth: 'none', successStatus: 200 } as const;

export const LEGACY_RULES = {
  '1': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/property/',
    body: {
      kind: 'object',
      fields: {
        streetAddress: { type: 'string', minLength: 3, maxLength: 100 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        bedrooms: { type: 'integer', minimum: 1, maximum: 10 },
        yearBuilt: { type: 'integer', minimum: 1800, maximum: 2025 },
        application: { type: 'string', maxLength: 30 },
        opportunityId: { type: 'string', maxLength: 50 },
        reportType: { type: 'enum', values: ['standard', 'premium'] },
        rejectedReason: { type: 'string', maxLength: 500 },
        sellingTimeFrame: { type: 'string', maxLength: 30 },
      },
      required: ['streetAddress', 'bedrooms'],
    },
  },
  '2': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/referrals/',
    body: {
      kind: 'object',
      fields: {
        referralType: { type: 'enum', values: ['buyer', 'seller', 'renter'] },
        clientEmail: { type: 'email', maxLength: 100 },
        city: { type: 'string', maxLength: 60 },
        listingAddress: { type: 'string', maxLength: 150 },
        zipCode: { type: 'string', minLength: 5, maxLength: 5 },
        latitude: { type: 'string', maxLength: 20 },
      },
      required: ['referralType', 'clientEmail'],
    },
  },
  '3': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    body: PAGE_VIEW,
  },
  '4': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    body: PAGE_VIEW,
  },
  '5': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/property/complete-report',
    validationStatus: 409,
    body: {
      kind: 'object',
      fields: {
        id: { type: 'string', minLength: 1, maxLength: 40 },
        reportId: { type: 'string', minLength: 1, maxLength: 40 },
      },
      required: ['id', 'reportId'],
    },
  },
  '6': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    body: {
      kind: 'object',
      fields: { dryRun: { type: 'boolean' }, changeOrderIds: { type: 'array' } },
      required: ['dryRun', 'changeOrderIds'],
    },
  },
  '7': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    body: {
      kind: 'object',
      fields: {
        templateId: { type: 'string', minLength: 1, maxLength: 40 },
        phone: { type: 'string', minLength: 7, maxLength: 15 },
      },
      required: ['templateId', 'phone'],
    },
  },
  '8': {
    ...PUBLIC,
    method: 'GET',
    path: '/v1/meetings/',
    body: {
      kind: 'object',
      fields: {
        calendar: { type: 'string', minLength: 1, maxLength: 50 },
        lastname: { type: 'string', maxLength: 50 },
        timezone: { type: 'string', maxLength: 50 },
        startTime: { type: 'number', minimum: 0 },
        likelyAvailableUserIds: { type: 'array' },
        upleg: { type: 'string', maxLength: 50 },
        alreadyAssociated: { type: 'boolean' },
        bookedBy: { type: 'object' },
        isPreestimateMeeting: { type: 'boolean' },
      },
      required: ['calendar'],
    },
  },
  '9': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    body: {
      kind: 'object',
      fields: { reportId: { type: 'string', minLength: 1, maxLength: 40 } },
      required: ['reportId'],
    },
  },
  '10': {
    ...PRIVATE,
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    body: NOTE,
  },
  '11': {
    ...PRIVATE,
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    body: {
      kind: 'object',
      fields: { type: { type: 'enum', values: ['year-starter', 'month-starter'] } },
      required: ['type'],
    },
    silentEnums: { type: 'Unsupported payment type.' },
  },
  '12': {
    ...PRIVATE,
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    body: { kind: 'ignored' },
  },
  '13': { ...PRIVATE, method: 'POST', path: '/v1/homes/{dealId}/note', idKind: 'DEAL_ID', body: NOTE },
  '14': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    body: { kind: 'object', fields: { primary: { type: 'object' } }, required: ['primary'] },
  },
  '15': {
    ...PRIVATE,
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    body: ANY_OBJECT,
  },
  '16': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    body: ANY_OBJECT,
  },
  '17': {
    ...PRIVATE,
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    body: ANY_OBJECT,
  },
  '18': {
    ...PUBLIC,
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    body: {
      kind: 'object',
      fields: {
        clientFirstName: { type: 'string', maxLength: 50 },
        clientEmail: { type: 'email', maxLength: 100 },
        realtorId: { type: 'string', maxLength: 40 },
        message: { type: 'string', maxLength: 500 },
        referralType: { type: 'enum', values: ['Buyer', 'Seller'] },
      },
      required: ['referralType'],
    },
    silentEnums: { referralType: 'Invalid referral type.' },
  },
  '19': {
    ...PRIVATE,
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    body: { kind: 'none' },
  },
  '20': { ...PRIVATE, method: 'DELETE', path: '/v1/crm-provider/deactivate', body: { kind: 'none' } },
  '21': {
    ...PRIVATE,
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    body: { kind: 'none' },
  },
} as const satisfies Readonly<Record<OperationNumber, LegacyRule>>;

export { RECORD_NOUNS } from '../shared/record-nouns.ts';
