/**
 * @module The FastAPI app's path operations and pydantic v2 request models, as data: the one table
 * its routing, auth dependencies, body validation and published truth are derived from. Each field
 * reads like its declaration: `bedrooms: int = Field(ge=0, le=12)` is
 * `{ type: 'integer', required: true, minimum: 0, maximum: 12 }`; `str | None = None` is an optional
 * string; `EmailStr` an e-mail; a `str` Enum a closed set. Required `str` fields all carry
 * `min_length` (pydantic accepts `''` otherwise, and the shared truth says required strings are
 * non-empty). Replies list what `response_model` keeps (camelCase, uuid ids, ISO times), from the
 * validated model's dump, so values are already coerced (`"4"` became 4).
 */
import {
  countOf,
  created,
  given,
  hex,
  isTrue,
  NOW,
  PATH_ID,
  type ResponseSpec,
  UUID,
} from '../shared/model-response.ts';
import { type ModelBody, type ModelFields, type ModelOperation, modelTable } from '../shared/model-rules.ts';

/** A path operation: the shared model vocabulary plus how the endpoint declares its body parameter. */
export interface FastapiOperation extends ModelOperation {
  /**
   * `payload: Model | None = None`: an absent or `null` body is fine. Otherwise the body parameter
   * is required (`payload: Model`), so an empty body is `missing` at `["body"]`.
   */
  readonly optionalBody?: true;
  /**
   * `payload: dict[str, Any]` rather than a model: a non-object body is `dict_type`, not
   * `model_attributes_type`.
   */
  readonly freeForm?: true;
}

const object = (fields: ModelFields): ModelBody => ({ kind: 'object', fields });

/** `class LogEvent(BaseModel)`: every field optional, the body itself required. */
const LOG_EVENT = object({
  city: { type: 'string', maxLength: 100 },
  state: { type: 'string', minLength: 2, maxLength: 2 },
  country: { type: 'string', minLength: 2, maxLength: 2 },
});
const logged = (event: string): ResponseSpec => ({ reportId: PATH_ID, event, loggedAt: NOW });
/** `class Empty(BaseModel): pass` or `dict[str, Any]`: any object, nothing else. */
const ANY_OBJECT = object({});
const NOTE = object({ note: { type: 'string', required: true, minLength: 1, maxLength: 2000 } });

export const FASTAPI_RULES = modelTable<FastapiOperation>({
  '1': {
    successStatus: 201,
    body: object({
      streetAddress: { type: 'string', required: true, minLength: 3, maxLength: 200 },
      state: { type: 'string', minLength: 2, maxLength: 2 },
      bedrooms: { type: 'integer', required: true, minimum: 0, maximum: 12 },
      yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
      application: { type: 'string', oneOf: ['web', 'mobile', 'partner'] },
      opportunityId: { type: 'string', maxLength: 64 },
      reportType: { type: 'string', required: true, oneOf: ['standard', 'rejected'] },
      rejectedReason: { type: 'string', maxLength: 500 },
      sellingTimeFrame: { type: 'string', maxLength: 40 },
    }),
    reply: {
      id: created('string'),
      streetAddress: given('streetAddress'),
      bedrooms: given('bedrooms', 'integer'),
      reportType: given('reportType'),
      status: 'pending',
      createdAt: NOW,
    },
  },
  '2': {
    successStatus: 201,
    body: object({
      referralType: { type: 'string', required: true, oneOf: ['buyer', 'investor'] },
      clientEmail: { type: 'string', required: true, email: true },
      city: { type: 'string', maxLength: 100 },
      listingAddress: { type: 'string', maxLength: 200 },
      zipCode: { type: 'string', required: true, minLength: 5, maxLength: 10 },
      latitude: { type: 'string', maxLength: 32 },
    }),
    reply: {
      id: UUID,
      referralType: given('referralType'),
      clientEmail: given('clientEmail'),
      status: 'sent',
      createdAt: NOW,
    },
  },
  '3': { body: LOG_EVENT, reply: logged('view') },
  '4': { body: LOG_EVENT, reply: logged('pdf') },
  '5': {
    body: object({
      id: { type: 'string', required: true, minLength: 1, maxLength: 64 },
      reportId: { type: 'string', required: true, minLength: 1, maxLength: 64 },
    }),
    reply: { id: given('id'), reportId: given('reportId'), status: 'completed' },
  },
  '6': {
    body: object({ dryRun: { type: 'boolean' }, changeOrderIds: { type: 'array', required: true } }),
    reply: { dryRun: isTrue('dryRun'), migrated: countOf('changeOrderIds') },
  },
  '7': {
    body: object({
      templateId: { type: 'string', required: true, minLength: 1, maxLength: 64 },
      phone: { type: 'string', required: true, minLength: 10, maxLength: 15 },
    }),
    reply: { messageId: UUID, status: 'queued' },
  },
  '8': {
    body: object({
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
          userId: { type: 'string', required: true, minLength: 1, maxLength: 36 },
          email: { type: 'string', email: true },
        },
      },
      isPreestimateMeeting: { type: 'boolean' },
    }),
    reply: { calendar: given('calendar'), meetings: [] },
  },
  '9': {
    body: object({ reportId: { type: 'string', required: true, minLength: 1, maxLength: 64 } }),
    reply: { reportId: given('reportId'), status: 'finished' },
  },
  '10': { body: NOTE, reply: { recordId: PATH_ID, note: given('note'), updatedAt: NOW } },
  '11': {
    successStatus: 201,
    body: object({ type: { type: 'string', required: true, oneOf: ['year-starter', 'month-to-month'] } }),
    reply: { id: hex('pi_', 12), type: given('type'), clientSecret: hex('pi_secret_', 12) },
  },
  '12': {
    optionalBody: true,
    body: { kind: 'object', fields: { associatedObjectId: { type: 'string', maxLength: 64 } } },
    reply: { id: PATH_ID, address: '1 Main Street', bedrooms: 3 },
  },
  '13': {
    successStatus: 201,
    body: NOTE,
    reply: { id: UUID, dealId: PATH_ID, note: given('note'), createdAt: NOW },
  },
  '14': {
    body: object({
      primary: {
        type: 'object',
        required: true,
        fields: {
          email: { type: 'string', required: true, email: true },
          name: { type: 'string', required: true, minLength: 1, maxLength: 100 },
          role: { type: 'string', oneOf: ['signer', 'cc'] },
        },
      },
    }),
    reply: { envelopeId: UUID, dealId: PATH_ID, status: 'sent' },
  },
  '15': { body: ANY_OBJECT, reply: { opportunityId: PATH_ID, disassociated: true } },
  '16': { freeForm: true, body: ANY_OBJECT, reply: { sessionId: PATH_ID, notes: [] } },
  '17': { freeForm: true, body: ANY_OBJECT, reply: { rmaId: PATH_ID, sent: true } },
  '18': {
    optionalBody: true,
    body: object({
      clientFirstName: { type: 'string', maxLength: 50 },
      clientEmail: { type: 'string', email: true },
      realtorId: { type: 'string', maxLength: 64 },
      message: { type: 'string', maxLength: 1000 },
      referralType: { type: 'string', oneOf: ['Buyer', 'Seller'] },
    }),
    reply: { contactId: PATH_ID, realtorId: UUID, name: 'Pat Realtor' },
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, reply: { upserted: 0, subscribers: [] } },
});
