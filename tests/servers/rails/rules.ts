/**
 * @module The Rails server's per-operation rules, as its models' `validates` lines would read, and
 * what each action renders (`render json: @record`: snake_case attributes, integer ids, ISO times):
 * the one table its params validation, routing, auth, answers and published truth are derived from.
 */

import {
  countOf,
  created,
  given,
  hex,
  int,
  isTrue,
  NOW,
  PATH_INT,
  type ResponseSpec,
} from '../shared/model-response.ts';
import { type ModelBody, type ModelFields, type ModelOperation, modelTable } from '../shared/model-rules.ts';

const object = (fields: ModelFields): ModelBody => ({ kind: 'object', fields });
/** Ids of records the app does not keep: any integer will do. */
const SERIAL = int(() => Math.floor(Math.random() * 1_000_000) + 1);

const LOG_EVENT = object({
  city: { type: 'string', maxLength: 100 },
  state: { type: 'string', maxLength: 100 },
  country: { type: 'string', minLength: 2, maxLength: 2 },
});
const logged = (event: string): ResponseSpec => ({ report_id: PATH_INT, event, logged_at: NOW });
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
    reply: {
      id: created('integer'),
      street_address: given('streetAddress'),
      bedrooms: given('bedrooms', 'integer'),
      report_type: given('reportType'),
      status: 'pending',
      created_at: NOW,
      updated_at: NOW,
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
    reply: {
      id: SERIAL,
      referral_type: given('referralType'),
      client_email: given('clientEmail'),
      created_at: NOW,
    },
  },
  '3': { body: LOG_EVENT, reply: logged('view') },
  '4': { body: LOG_EVENT, reply: logged('pdf') },
  '5': {
    body: object({
      id: { type: 'string', required: true, maxLength: 36 },
      reportId: { type: 'string', required: true, minLength: 8, maxLength: 40 },
    }),
    reply: { id: given('id'), report_id: given('reportId'), completed: true },
  },
  '6': {
    body: object({ dryRun: { type: 'boolean', required: true }, changeOrderIds: { type: 'array' } }),
    reply: { dry_run: isTrue('dryRun'), migrated_count: countOf('changeOrderIds') },
  },
  '7': {
    body: object({
      templateId: { type: 'string', required: true, maxLength: 64 },
      phone: { type: 'string', required: true, minLength: 10, maxLength: 15 },
    }),
    reply: { message_id: hex('SM', 16), status: 'queued' },
  },
  '8': {
    auth: 'required',
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
    reply: { meetings: [], calendar: given('calendar') },
  },
  '9': {
    body: { kind: 'object', fields: { reportId: { type: 'string', required: true, maxLength: 40 } } },
    reply: { report_id: given('reportId'), status: 'finished' },
  },
  '10': {
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 1000 } } },
    reply: { id: SERIAL, record_id: PATH_INT, note: given('note') },
  },
  '11': {
    body: object({
      type: { type: 'string', required: true, oneOf: ['year-starter', 'month-to-month', 'quarterly'] },
    }),
    reply: { id: hex('pi_', 12), client_secret: hex('pi_secret_', 12), plan: given('type') },
  },
  '12': { body: { kind: 'ignored' }, reply: { id: PATH_INT, address: '1 Main Street', stage: 'open' } },
  '13': {
    successStatus: 201,
    location: '/v1/homes/{dealId}/note/{id}',
    body: { kind: 'object', fields: { note: { type: 'string', required: true, maxLength: 2000 } } },
    reply: { id: SERIAL, deal_id: PATH_INT, note: given('note'), created_at: NOW },
  },
  '14': {
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
    reply: { envelope_id: hex('', 8), deal_id: PATH_INT, status: 'sent' },
  },
  '15': { body: NOTHING, reply: { opportunity_id: PATH_INT, contact_id: null } },
  '16': { body: NOTHING, reply: { session_id: PATH_INT, image_notes: [] } },
  '17': { body: NOTHING, reply: { rma_id: PATH_INT, sent: true } },
  '18': { body: { kind: 'ignored' }, reply: { id: PATH_INT, name: 'Pat Realtor', email: 'pat@example.com' } },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, reply: { subscribers: [{ id: 1, channel: 'email' }], total: 1 } },
});
