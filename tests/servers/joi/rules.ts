/**
 * @module The Joi server's celebrate schemas as data (`Joi.string().max(40).required()`, `.valid()`,
 * `.email()`, `Joi.object({...})` nested) laid over the document's routes: the one table its
 * validation, routing and truth come from.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelBody, ModelFields, ModelOperation } from '../shared/model-rules.ts';
import { onRoutes, type Route } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';

/** What a route states beyond the document; `auth` defaults to required, `successStatus` to 200. */
type JoiOwn = Omit<ModelOperation, 'method' | 'path' | 'idKind' | 'auth' | 'successStatus'> &
  Partial<Pick<ModelOperation, 'auth' | 'successStatus'>>;

const fields = (f: ModelFields): ModelBody => ({ kind: 'object', fields: f });

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };

const DOC = { _id: STRING, createdAt: STRING, updatedAt: STRING, __v: INTEGER };
const LOG_EVENT = fields({
  city: { type: 'string', maxLength: 60 },
  state: { type: 'string', maxLength: 30 },
  country: { type: 'string', minLength: 2, maxLength: 2 },
});
const OK = { ok: BOOLEAN };
/** `Joi.object({})`: only `{}` passes. */
const EMPTY = fields({});

const OWN: Readonly<Record<OperationNumber, JoiOwn>> = {
  '1': {
    successStatus: 201,
    body: fields({
      streetAddress: { type: 'string', required: true, minLength: 4, maxLength: 100 },
      state: { type: 'string', minLength: 2, maxLength: 2 },
      bedrooms: { type: 'integer', required: true, minimum: 0, maximum: 15 },
      yearBuilt: { type: 'integer', minimum: 1850, maximum: 2035 },
      application: { type: 'string', oneOf: ['web', 'mobile'] },
      opportunityId: { type: 'string', maxLength: 24 },
      reportType: { type: 'string', required: true, oneOf: ['standard', 'rejected', 'premium'] },
      rejectedReason: { type: 'string', maxLength: 300 },
      sellingTimeFrame: { type: 'string', maxLength: 30 },
    }),
    response: { ...DOC, streetAddress: STRING, bedrooms: INTEGER, reportType: STRING },
  },
  '2': {
    successStatus: 201,
    body: fields({
      referralType: { type: 'string', required: true, oneOf: ['buyer', 'seller'] },
      clientEmail: { type: 'string', required: true, email: true, maxLength: 200 },
      city: { type: 'string', maxLength: 60 },
      listingAddress: { type: 'string', maxLength: 150 },
      zipCode: { type: 'string', required: true, minLength: 5, maxLength: 5 },
      latitude: { type: 'string', maxLength: 15 },
    }),
    response: { ...DOC, referralType: STRING, clientEmail: STRING },
  },
  '3': { body: LOG_EVENT, response: OK },
  '4': { body: LOG_EVENT, response: OK },
  '5': {
    body: fields({
      id: { type: 'string', required: true, minLength: 24, maxLength: 24 },
      reportId: { type: 'string', required: true, maxLength: 64 },
    }),
    response: { ok: BOOLEAN, completed: BOOLEAN },
  },
  '6': {
    body: fields({ dryRun: { type: 'boolean', required: true }, changeOrderIds: { type: 'array' } }),
    response: { ok: BOOLEAN, migrated: INTEGER },
  },
  '7': {
    body: fields({
      templateId: { type: 'string', required: true, maxLength: 50 },
      phone: { type: 'string', required: true, minLength: 10, maxLength: 14 },
    }),
    response: { ok: BOOLEAN, sid: STRING },
  },
  '8': {
    auth: 'none',
    body: fields({
      calendar: { type: 'string', required: true, maxLength: 120 },
      lastname: { type: 'string', maxLength: 60 },
      timezone: { type: 'string', required: true, maxLength: 40 },
      startTime: { type: 'integer', required: true, minimum: 0, maximum: 4_102_444_800_000 },
      likelyAvailableUserIds: { type: 'array' },
      upleg: { type: 'string', maxLength: 30 },
      alreadyAssociated: { type: 'boolean' },
      bookedBy: {
        type: 'object',
        fields: {
          name: { type: 'string', required: true, maxLength: 80 },
          email: { type: 'string', required: true, email: true },
        },
      },
      isPreestimateMeeting: { type: 'boolean' },
    }),
    response: { ok: BOOLEAN, meetings: { type: 'array', required: true } },
  },
  '9': { body: fields({ reportId: { type: 'string', required: true, maxLength: 64 } }), response: OK },
  '10': { body: fields({ note: { type: 'string', required: true, maxLength: 800 } }), response: OK },
  '11': {
    body: fields({
      type: { type: 'string', required: true, oneOf: ['year-starter', 'half-year', 'monthly'] },
    }),
    response: { ok: BOOLEAN, clientSecret: STRING },
  },
  '12': { body: { kind: 'ignored' }, response: { _id: STRING, address: STRING } },
  '13': {
    successStatus: 201,
    body: fields({ note: { type: 'string', required: true, minLength: 3, maxLength: 1500 } }),
    response: { ...DOC, dealId: STRING, note: STRING },
  },
  '14': {
    body: fields({
      primary: {
        type: 'object',
        required: true,
        fields: {
          email: { type: 'string', required: true, email: true },
          name: { type: 'string', required: true, maxLength: 100 },
          phone: { type: 'string', minLength: 10, maxLength: 15 },
        },
      },
    }),
    response: { ok: BOOLEAN, envelopeId: STRING },
  },
  '15': { body: EMPTY, response: OK },
  '16': { body: EMPTY, response: OK },
  '17': { body: EMPTY, response: OK },
  '18': {
    body: fields({
      clientFirstName: { type: 'string', maxLength: 40 },
      clientEmail: { type: 'string', email: true },
      realtorId: { type: 'string', minLength: 24, maxLength: 24 },
      message: { type: 'string', maxLength: 500 },
      referralType: { type: 'string', required: true, oneOf: ['Buyer', 'Seller'], caseInsensitive: true },
    }),
    response: { _id: STRING, name: STRING },
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, response: { ok: BOOLEAN, subscribers: { type: 'array', required: true } } },
};

const withDefaults = ({
  auth = 'required',
  successStatus = 200,
  ...rule
}: Route & JoiOwn): ModelOperation => ({
  ...rule,
  auth,
  successStatus,
});

export const JOI_RULES = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, rule]) => [op, withDefaults(rule)]),
) as Readonly<Record<OperationNumber, ModelOperation>>;
