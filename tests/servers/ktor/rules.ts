/**
 * @module The Ktor server's one table (written blind, from the document alone): each row is a route
 * with the `@Serializable` class it receives (`required` = a property without a default; the rest
 * are `T? = null`; strings with `oneOf` are enum classes with `@SerialName` values), the
 * RequestValidation rules on its fields, and what it responds. Decoding, validation, routing and
 * the published truth are all read from it.
 */

import { arr, countOf, created, given, hex, int, isTrue, PATH_INT, str } from '../shared/model-response.ts';
import { type ModelField, type ModelFields, type ModelOperation, modelTable } from '../shared/model-rules.ts';

export interface KtorOperation extends ModelOperation {
  /** The `@Serializable` class `call.receive<T>()` decodes, when the route reads a body. */
  readonly serialName?: string;
  /** `call.respond(HttpStatusCode.Accepted, …)`: queued work answers 202, not 200. */
  readonly accepted?: true;
}

const text = (maxLength: number, required?: true): ModelField => ({
  type: 'string',
  maxLength,
  ...(required ? { required } : {}),
});
const enumOf = (values: readonly [string, ...string[]], required?: true): ModelField => ({
  type: 'string',
  oneOf: values,
  ...(required ? { required } : {}),
});
const body = (fields: ModelFields) => ({ kind: 'object', fields }) as const;
const EMAIL: ModelField = { type: 'string', email: true };
const NOW = str(() => new Date().toISOString());
/** A `Long` key from the table's sequence. */
const key = (table: string) => int(({ newId }) => Number(newId(table)));

const LOG_EVENT = body({ city: text(120), state: text(60), country: text(60) });
const NOTE = body({ note: text(1000, true) });
const logged = (event: string) => ({ reportId: PATH_INT, event, loggedAt: NOW });

export const KTOR_RULES = modelTable<KtorOperation>({
  '1': {
    successStatus: 201,
    serialName: 'com.acme.reports.CreatePropertyRequest',
    body: body({
      streetAddress: text(200, true),
      state: { type: 'string', minLength: 2, maxLength: 2, required: true },
      bedrooms: { type: 'integer', minimum: 0, maximum: 30, required: true },
      yearBuilt: { type: 'integer', minimum: 1700, maximum: 2100 },
      application: enumOf(['consumer-web', 'agent-app', 'partner-api']),
      opportunityId: text(40),
      reportType: enumOf(['instant', 'full', 'rejected']),
      rejectedReason: text(500),
      sellingTimeFrame: enumOf(['now', '1-3m', '3-6m', '6-12m', '12m+']),
    }),
    reply: {
      id: created('integer'),
      streetAddress: given('streetAddress'),
      status: 'PENDING',
      createdAt: NOW,
    },
  },
  '2': {
    successStatus: 201,
    serialName: 'com.acme.referrals.CreateReferralRequest',
    body: body({
      referralType: enumOf(['buyer', 'seller'], true),
      clientEmail: { ...EMAIL, required: true },
      city: text(100),
      listingAddress: text(200),
      zipCode: { type: 'string', minLength: 5, maxLength: 10, required: true },
      latitude: text(20),
    }),
    reply: { id: key('referrals'), referralType: given('referralType'), status: 'SENT' },
  },
  '3': { serialName: 'com.acme.reports.LogEventRequest', body: LOG_EVENT, reply: logged('VIEW') },
  '4': { serialName: 'com.acme.reports.LogEventRequest', body: LOG_EVENT, reply: logged('PDF') },
  '5': {
    serialName: 'com.acme.reports.CompleteReportRequest',
    body: body({ id: text(40), reportId: { type: 'integer', minimum: 1, required: true } }),
    reply: { reportId: given('reportId', 'integer'), completed: true },
  },
  '6': {
    serialName: 'com.acme.estimates.MigrateProductsRequest',
    body: body({
      dryRun: { type: 'boolean' },
      changeOrderIds: { type: 'array', items: { type: 'integer', required: true }, required: true },
    }),
    reply: { migrated: countOf('changeOrderIds'), dryRun: isTrue('dryRun') },
  },
  '7': {
    accepted: true,
    serialName: 'com.acme.marketing.SendMmsRequest',
    body: body({
      templateId: text(50, true),
      phone: { type: 'string', minLength: 10, maxLength: 15, required: true },
    }),
    reply: { messageId: hex('MM', 16), status: 'QUEUED' },
  },
  '8': {
    serialName: 'com.acme.meetings.MeetingSlotsQuery',
    body: body({
      calendar: text(100, true),
      lastname: text(100),
      timezone: text(50, true),
      startTime: { type: 'integer', minimum: 0, required: true },
      likelyAvailableUserIds: { type: 'array', items: { type: 'string', required: true } },
      upleg: { type: 'boolean' },
      alreadyAssociated: { type: 'boolean' },
      bookedBy: { type: 'object', fields: { userId: text(40, true), name: text(100) } },
      isPreestimateMeeting: { type: 'boolean' },
    }),
    reply: { calendar: given('calendar'), slots: arr(() => []) },
  },
  '9': {
    serialName: 'com.acme.vision.FinishNeighborReportRequest',
    body: body({ reportId: { type: 'integer', minimum: 1, required: true } }),
    reply: { reportId: given('reportId', 'integer'), status: 'FINISHED' },
  },
  '10': {
    successStatus: 201,
    serialName: 'com.acme.vision.NoteRequest',
    body: NOTE,
    reply: { id: key('notes'), recordId: PATH_INT },
  },
  '11': {
    successStatus: 201,
    serialName: 'com.acme.payments.PaymentIntentRequest',
    body: body({ type: enumOf(['year-starter', 'year-pro', 'month-starter'], true) }),
    reply: { id: hex('pi_', 12), clientSecret: hex('pi_secret_', 16), type: given('type') },
  },
  '12': { body: { kind: 'ignored' }, reply: { dealId: PATH_INT, address: '1 Main Street', stage: 'OPEN' } },
  '13': {
    successStatus: 201,
    serialName: 'com.acme.homes.NoteRequest',
    body: NOTE,
    reply: { id: key('notes'), dealId: PATH_INT },
  },
  '14': {
    successStatus: 201,
    serialName: 'com.acme.esign.StartSigningRequest',
    body: body({
      primary: {
        type: 'object',
        required: true,
        fields: { name: text(100, true), email: { ...EMAIL, required: true }, phone: text(20) },
      },
    }),
    reply: { envelopeId: hex('', 16), dealId: PATH_INT, status: 'SENT' },
  },
  // `@Serializable class DisassociateContactRequest`: no properties, so only `{}` decodes.
  '15': {
    serialName: 'com.acme.opportunities.DisassociateContactRequest',
    body: body({}),
    reply: { opportunityId: PATH_INT, disassociated: true },
  },
  '16': {
    successStatus: 201,
    serialName: 'com.acme.onsite.ImageNotesRequest',
    body: body({
      imageKeys: { type: 'array', items: { type: 'string', required: true }, required: true },
      note: text(500),
    }),
    reply: { id: key('image_notes'), sessionId: PATH_INT, images: countOf('imageKeys') },
  },
  '17': {
    serialName: 'com.acme.rma.SendContractRequest',
    body: body({ recipientEmail: EMAIL }),
    reply: { rmaId: PATH_INT, status: 'SENT' },
  },
  '18': {
    serialName: 'com.acme.referrals.RealtorLookup',
    body: body({
      clientFirstName: text(100),
      clientEmail: EMAIL,
      realtorId: text(40),
      message: text(500),
      referralType: enumOf(['Buyer', 'Seller'], true),
    }),
    reply: { contactId: PATH_INT, realtorId: key('realtors'), name: 'Pat Realtor' },
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, reply: { upserted: int(() => 0) } },
});
