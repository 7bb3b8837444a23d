/**
 * @module The Rails server's per-operation rules, as its models' `validates` lines would read: the
 * one table its params validation, routing, auth and published truth are derived from.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import { type ModelBody, type ModelFields, type ModelOperation, modelTable } from '../shared/model-rules.ts';

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };
const object = (fields: ModelFields): ModelBody => ({ kind: 'object', fields });

const LOG_EVENT = object({
  city: { type: 'string', maxLength: 100 },
  state: { type: 'string', maxLength: 100 },
  country: { type: 'string', minLength: 2, maxLength: 2 },
});
const LOGGED = { report_id: INTEGER, event: STRING, logged_at: STRING };
const NOTHING = object({});

export const RAILS_RULES = modelTable<ModelOperation>({
  '1': {
    successStatus: 201,
    location: '/v1/property/{id}',
    body: object({
      streetAddress: { type: 'string', required: true, minLength: 5, maxLength: 120 },
      state: { type: 'string', minLength: 2, maxLength: 2 },
      bedrooms: { type: 'integer', required: true, minimum: 0, maximum: 20 },
      yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
      application: { type: 'string', oneOf: ['web', 'ios', 'android', 'api'] },
      opportunityId: { type: 'string', maxLength: 36 },
      reportType: { type: 'string', required: true, oneOf: ['standard', 'rejected'] },
      rejectedReason: { type: 'string', maxLength: 255 },
      sellingTimeFrame: { type: 'string', maxLength: 40 },
    }),
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
    successStatus: 201,
    location: '/v1/referrals/{id}',
    body: object({
      referralType: { type: 'string', required: true, oneOf: ['buyer', 'seller', 'renter'] },
      clientEmail: { type: 'string', required: true, email: true, maxLength: 255 },
      city: { type: 'string', maxLength: 100 },
      listingAddress: { type: 'string', maxLength: 255 },
      zipCode: { type: 'string', required: true, minLength: 5, maxLength: 10 },
      latitude: { type: 'string', maxLength: 32 },
    }),
    response: { id: INTEGER, referral_type: STRING, client_email: STRING, created_at: STRING },
  },
  '3': { successStatus: 200, body: LOG_EVENT, response: LOGGED },
  '4': { successStatus: 200, body: LOG_EVENT, response: LOGGED },
  '5': {
    successStatus: 200,
    body: object({
      id: { type: 'string', required: true, maxLength: 36 },
      reportId: { type: 'string', required: true, minLength: 8, maxLength: 40 },
    }),
    response: { id: STRING, report_id: STRING, completed: BOOLEAN },
  },
  '6': {
    successStatus: 200,
    body: object({ dryRun: { type: 'boolean', required: true }, changeOrderIds: { type: 'array' } }),
    response: { dry_run: BOOLEAN, migrated_count: INTEGER },
  },
  '7': {
    successStatus: 200,
    body: object({
      templateId: { type: 'string', required: true, maxLength: 64 },
      phone: { type: 'string', required: true, minLength: 10, maxLength: 15 },
    }),
    response: { message_id: STRING, status: STRING },
  },
  '8': {
    auth: 'required',
    successStatus: 200,
    body: object({
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
    }),
    response: { meetings: { type: 'array', required: true }, calendar: STRING },
  },
  '9': {
    successStatus: 200,
    body: { kind: 'object', fields: { reportId: { type: 'string', required: true, maxLength: 40 } } },
    response: { report_id: STRING, status: STRING },
  },
  '10': {
    successStatus: 200,
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 1000 } } },
    response: { id: INTEGER, record_id: INTEGER, note: STRING },
  },
  '11': {
    successStatus: 200,
    body: object({
      type: { type: 'string', required: true, oneOf: ['year-starter', 'month-to-month', 'quarterly'] },
    }),
    response: { id: STRING, client_secret: STRING, plan: STRING },
  },
  '12': {
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, address: STRING, stage: STRING },
  },
  '13': {
    successStatus: 201,
    location: '/v1/homes/{dealId}/note/{id}',
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 2000 } } },
    response: { id: INTEGER, deal_id: INTEGER, note: STRING, created_at: STRING },
  },
  '14': {
    successStatus: 200,
    body: object({
      primary: {
        type: 'object',
        required: true,
        fields: {
          email: { type: 'string', required: true, email: true },
          name: { type: 'string', required: true, maxLength: 60 },
          role: { type: 'string', oneOf: ['signer', 'viewer'] },
        },
      },
    }),
    response: { envelope_id: STRING, deal_id: INTEGER, status: STRING },
  },
  '15': {
    successStatus: 200,
    body: NOTHING,
    response: { opportunity_id: INTEGER, contact_id: { type: 'null', required: true } },
  },
  '16': {
    successStatus: 200,
    body: NOTHING,
    response: { session_id: INTEGER, image_notes: { type: 'array', required: true } },
  },
  '17': { successStatus: 200, body: NOTHING, response: { rma_id: INTEGER, sent: BOOLEAN } },
  '18': {
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, name: STRING, email: STRING },
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': {
    successStatus: 200,
    body: { kind: 'none' },
    response: { subscribers: { type: 'array', required: true }, total: INTEGER },
  },
});
