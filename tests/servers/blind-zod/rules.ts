/**
 * @module The blind-zod server's per-operation rules: the one table its validation, routing, auth
 * and published truth are derived from. Written as the zod schemas of an Express app would be.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { ZodBodyRule, ZodOperationRule } from './vocabulary.ts';

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };

const LOG_EVENT: ZodBodyRule = {
  kind: 'object',
  unknownKeys: 'strict',
  shape: {
    city: { type: 'string', min: 2, max: 85, optional: true },
    state: { type: 'string', min: 2, max: 50, optional: true, nullable: true },
    country: { type: 'string', min: 2, max: 56, optional: true },
  },
};

const NOTE: ZodBodyRule = {
  kind: 'object',
  unknownKeys: 'strict',
  shape: { note: { type: 'string', min: 1, max: 280 } },
};

/** `z.object({}).strict()`: only `{}` passes. */
const EMPTY: ZodBodyRule = { kind: 'object', unknownKeys: 'strict', shape: {} };

const LOGGED = { reportId: STRING, event: STRING, loggedAt: STRING };

export const ZOD_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'bearer',
    successStatus: 201,
    location: '/v1/property/{id}',
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: {
        streetAddress: { type: 'string', min: 3, max: 100 },
        state: { type: 'string', length: 2 },
        bedrooms: { type: 'int', min: 0, max: 10 },
        yearBuilt: {
          type: 'int',
          refine: { min: 1850, max: 2030, message: 'Invalid year' },
          optional: true,
          nullable: true,
        },
        application: { type: 'enum', options: ['web', 'mobile', 'partner'], optional: true },
        opportunityId: { type: 'string', max: 30, optional: true, nullable: true },
        reportType: { type: 'enum', options: ['standard', 'rejected', 'flash'] },
        rejectedReason: { type: 'string', max: 500, optional: true, nullable: true },
        sellingTimeFrame: { type: 'enum', options: ['0-3', '3-6', '6-12', '12+'], optional: true },
      },
    },
    response: {
      id: STRING,
      streetAddress: STRING,
      state: STRING,
      bedrooms: INTEGER,
      yearBuilt: { type: 'integer', required: false },
      reportType: STRING,
      status: STRING,
      createdAt: STRING,
    },
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'bearer',
    successStatus: 201,
    location: '/v1/referrals/{id}',
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: {
        referralType: { type: 'enum', options: ['buyer', 'seller', 'landlord'] },
        clientEmail: { type: 'string', email: true, max: 254 },
        city: { type: 'string', min: 2, max: 60, optional: true },
        listingAddress: { type: 'string', max: 200, optional: true, nullable: true },
        zipCode: { type: 'string', length: 5 },
        latitude: { type: 'string', max: 20, optional: true },
      },
    },
    response: { id: STRING, referralType: STRING, clientEmail: STRING, zipCode: STRING, createdAt: STRING },
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'bearer',
    successStatus: 200,
    body: LOG_EVENT,
    response: LOGGED,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'bearer',
    successStatus: 200,
    body: LOG_EVENT,
    response: LOGGED,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'bearer',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: {
        id: { type: 'string', max: 40, optional: true },
        reportId: { type: 'string', min: 1, max: 40 },
      },
    },
    response: { id: STRING, completed: BOOLEAN, completedAt: STRING },
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'bearer',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: {
        dryRun: { type: 'boolean', optional: true },
        changeOrderIds: { type: 'array', of: 'string' },
      },
    },
    response: { dryRun: BOOLEAN, migrated: INTEGER, changeOrderIds: { type: 'array', required: true } },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'bearer',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: {
        templateId: { type: 'string', min: 1, max: 64 },
        phone: { type: 'string', min: 10, max: 16 },
      },
    },
    response: { id: STRING, status: STRING, to: STRING },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'bearer',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strip',
      shape: {
        calendar: { type: 'string', min: 1, max: 100 },
        lastname: { type: 'string', max: 80, optional: true, nullable: true },
        timezone: { type: 'string', min: 3, max: 64 },
        startTime: { type: 'int', min: 0, max: 4_102_444_800_000 },
        likelyAvailableUserIds: { type: 'array', of: 'unknown', optional: true },
        upleg: { type: 'boolean', optional: true },
        alreadyAssociated: { type: 'boolean', optional: true },
        bookedBy: { type: 'record', optional: true },
        isPreestimateMeeting: { type: 'boolean', optional: true, nullable: true },
      },
    },
    response: { calendar: STRING, timezone: STRING, slots: { type: 'array', required: true } },
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'bearer',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: { reportId: { type: 'string', min: 1, max: 40 } },
    },
    response: { reportId: STRING, status: STRING },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'bearer',
    successStatus: 200,
    body: NOTE,
    response: { id: STRING, recordId: STRING, note: STRING, createdAt: STRING },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'bearer',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strict',
      shape: { type: { type: 'enum', options: ['year-starter', 'month-to-month', 'pay-per-report'] } },
    },
    response: { id: STRING, type: STRING, clientSecret: STRING, status: STRING },
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'bearer',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: STRING, address: STRING, bedrooms: INTEGER, stage: STRING },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'bearer',
    successStatus: 201,
    location: '/v1/homes/{dealId}/note/{id}',
    body: NOTE,
    response: { id: STRING, dealId: STRING, note: STRING, createdAt: STRING },
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'bearer',
    successStatus: 200,
    body: { kind: 'object', unknownKeys: 'strict', shape: { primary: { type: 'record' } } },
    response: { dealId: STRING, envelopeId: STRING, status: STRING },
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'bearer',
    successStatus: 200,
    body: EMPTY,
    response: { opportunityId: STRING, disassociated: BOOLEAN },
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'bearer',
    successStatus: 201,
    location: '/v1/onsite-visit/{sessionId}/image-notes/{id}',
    body: EMPTY,
    response: { id: STRING, sessionId: STRING, createdAt: STRING },
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'bearer',
    successStatus: 200,
    body: EMPTY,
    response: { rmaId: STRING, status: STRING, sentAt: STRING },
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'public',
    successStatus: 200,
    body: {
      kind: 'object',
      unknownKeys: 'strip',
      shape: {
        clientFirstName: { type: 'string', min: 1, max: 50, optional: true },
        clientEmail: { type: 'string', email: true, optional: true },
        realtorId: { type: 'string', max: 40, optional: true },
        message: { type: 'string', max: 1000, optional: true, nullable: true },
        referralType: { type: 'enum', options: ['Buyer', 'Seller', 'Renter'] },
      },
    },
    response: { id: STRING, realtor: { type: 'object', required: true }, referralType: STRING },
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'bearer',
    successStatus: 204,
    body: { kind: 'none' },
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'bearer',
    successStatus: 204,
    body: { kind: 'none' },
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'bearer',
    successStatus: 200,
    body: { kind: 'none' },
    response: { subscribers: { type: 'array', required: true }, count: INTEGER },
  },
} as const satisfies Readonly<Record<OperationNumber, ZodOperationRule>>;
