/**
 * @module The gostd server's one table: the request structs of its Go service, each field with its
 * JSON tag, Go type and the checks its `Validate()` makes, and the `ServeMux` pattern of every
 * operation with its auth, body and success answer. Routing, auth, decoding, validation and the
 * published truth are all read from here. Ops 8 and 18 are public (the document shows no token).
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { OperationNumber } from '../shared/rules.ts';
import { type Check, type GoField, type GoRoute, type GoStruct, type GoType, handle } from './vocabulary.ts';

const required: Check = { kind: 'required' };
const email: Check = { kind: 'email' };
const between = (min: number, max: number): Check => ({ kind: 'between', min, max });
const runes = (max: number, min?: number): Check => ({
  kind: 'runes',
  max,
  ...(min === undefined ? {} : { min }),
});
const oneOf = (...values: [string, ...string[]]): Check => ({ kind: 'oneOf', values });

const STRING: GoType = { go: 'string' };
const INT: GoType = { go: 'int' };
const INT64: GoType = { go: 'int64' };
const BOOL: GoType = { go: 'bool' };
const STRINGS: GoType = { go: '[]string' };
const ANY_MAP: GoType = { go: 'map[string]interface {}' };

/** `Name T `json:"tag"`` plus its checks. */
const field = (name: string, json: string, type: GoType, ...checks: Check[]): GoField => ({
  name,
  json,
  type,
  checks,
});

const CREATE_PROPERTY: GoStruct = {
  name: 'CreatePropertyRequest',
  fields: [
    field('StreetAddress', 'streetAddress', STRING, required, runes(200)),
    field('State', 'state', STRING, runes(2, 2)),
    field('Bedrooms', 'bedrooms', INT, required, between(1, 12)),
    field('YearBuilt', 'yearBuilt', INT, between(1800, 2100)),
    field('Application', 'application', STRING, oneOf('web', 'ios', 'android')),
    field('OpportunityID', 'opportunityId', STRING, runes(64)),
    field('ReportType', 'reportType', STRING, required, oneOf('standard', 'rejected')),
    field('RejectedReason', 'rejectedReason', STRING, runes(500)),
    field('SellingTimeFrame', 'sellingTimeFrame', STRING, runes(50)),
  ],
};

const CREATE_REFERRAL: GoStruct = {
  name: 'CreateReferralRequest',
  fields: [
    field('ReferralType', 'referralType', STRING, required, oneOf('buyer', 'seller')),
    field('ClientEmail', 'clientEmail', STRING, required, email, runes(254)),
    field('City', 'city', STRING, runes(100)),
    field('ListingAddress', 'listingAddress', STRING, runes(200)),
    field('ZipCode', 'zipCode', STRING, required, runes(5, 5)),
    field('Latitude', 'latitude', STRING, runes(32)),
  ],
};

const LOG_EVENT: GoStruct = {
  name: 'LogEventRequest',
  fields: [
    field('City', 'city', STRING, runes(100)),
    field('State', 'state', STRING, runes(100)),
    field('Country', 'country', STRING, runes(2, 2)),
  ],
};

const SIGNER: GoStruct = {
  name: 'Signer',
  fields: [
    field('Email', 'email', STRING, required, email, runes(254)),
    field('Name', 'name', STRING, required, runes(100)),
  ],
};

const note = (name: string, max: number): GoStruct => ({
  name,
  fields: [field('Note', 'note', STRING, required, runes(max))],
});

const REPORT_ID = field('ReportID', 'reportId', STRING, required, runes(64));

const STRUCTS = {
  completeReport: {
    name: 'CompleteReportRequest',
    fields: [field('ID', 'id', STRING, required, runes(64)), REPORT_ID],
  },
  migrateProducts: {
    name: 'MigrateProductsRequest',
    fields: [field('DryRun', 'dryRun', BOOL), field('ChangeOrderIDs', 'changeOrderIds', STRINGS, required)],
  },
  sendMms: {
    name: 'SendMMSRequest',
    fields: [
      field('TemplateID', 'templateId', STRING, required, runes(64)),
      field('Phone', 'phone', STRING, required, runes(15, 10)),
    ],
  },
  meetings: {
    name: 'ListMeetingsRequest',
    fields: [
      field('Calendar', 'calendar', STRING, required, runes(100)),
      field('Lastname', 'lastname', STRING, runes(100)),
      field('Timezone', 'timezone', STRING, required, runes(64)),
      field('StartTime', 'startTime', INT64, required, between(1, 4_102_444_800_000)),
      field('LikelyAvailableUserIDs', 'likelyAvailableUserIds', STRINGS),
      field('Upleg', 'upleg', STRING, runes(100)),
      field('AlreadyAssociated', 'alreadyAssociated', BOOL),
      field('BookedBy', 'bookedBy', ANY_MAP),
      field('IsPreestimateMeeting', 'isPreestimateMeeting', BOOL),
    ],
  },
  paymentIntent: {
    name: 'CreatePaymentIntentRequest',
    fields: [field('Type', 'type', STRING, required, oneOf('year-starter', 'monthly'))],
  },
  getHome: {
    name: 'GetHomeRequest',
    fields: [field('AssociatedObjectID', 'associatedObjectId', STRING, runes(64))],
  },
  esignature: {
    name: 'StartEsignatureRequest',
    fields: [field('Primary', 'primary', { go: 'struct', struct: SIGNER }, required)],
  },
  realtor: {
    name: 'RealtorLookupRequest',
    fields: [
      field('ClientFirstName', 'clientFirstName', STRING, runes(100)),
      field('ClientEmail', 'clientEmail', STRING, email, runes(254)),
      field('RealtorID', 'realtorId', STRING, runes(64)),
      field('Message', 'message', STRING, runes(500)),
      field('ReferralType', 'referralType', STRING, required, oneOf('Buyer', 'Seller')),
    ],
  },
} as const satisfies Record<string, GoStruct>;

const struct = (s: GoStruct) => ({ kind: 'struct', struct: s }) as const;
const NONE = { kind: 'none' } as const;

const fields = (types: Record<string, ResponseFieldTruth['type']>) =>
  Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { type, required: true }]));

/** A created record: `id`, the request's fields as sent, `createdAt` (RFC 3339). */
function recordOf(s: GoStruct): Readonly<Record<string, ResponseFieldTruth>> {
  const kind = (type: GoType) => (type.go === 'int' || type.go === 'int64' ? 'integer' : 'string');
  return fields({
    id: 'string',
    ...Object.fromEntries(s.fields.map((f) => [f.json, kind(f.type)])),
    createdAt: 'string',
  });
}

const OK = fields({ ok: 'boolean' });
const NOTE = (parent: string) =>
  fields({ id: 'string', [parent]: 'string', note: 'string', createdAt: 'string' });

export const GOSTD_ROUTES = {
  '1': handle('POST /v1/property/', {
    auth: 'required',
    body: struct(CREATE_PROPERTY),
    successStatus: 201,
    response: recordOf(CREATE_PROPERTY),
  }),
  '2': handle('POST /v1/referrals/', {
    auth: 'required',
    body: struct(CREATE_REFERRAL),
    successStatus: 201,
    response: recordOf(CREATE_REFERRAL),
  }),
  '3': handle('POST /v1/property/log/view/{reportId}', {
    auth: 'required',
    idKind: 'REPORT_ID',
    body: struct(LOG_EVENT),
    successStatus: 200,
    response: OK,
  }),
  '4': handle('POST /v1/property/log/pdf/{reportId}', {
    auth: 'required',
    idKind: 'REPORT_ID',
    body: struct(LOG_EVENT),
    successStatus: 200,
    response: OK,
  }),
  '5': handle('POST /v1/property/complete-report', {
    auth: 'required',
    body: struct(STRUCTS.completeReport),
    successStatus: 200,
    response: OK,
  }),
  '6': handle('POST /v1/estimates/migrate-products', {
    auth: 'required',
    body: struct(STRUCTS.migrateProducts),
    successStatus: 200,
    response: OK,
  }),
  '7': handle('POST /v1/marketing-center/send-mms', {
    auth: 'required',
    body: struct(STRUCTS.sendMms),
    successStatus: 200,
    response: OK,
  }),
  '8': handle('GET /v1/meetings/', {
    auth: 'none',
    body: struct(STRUCTS.meetings),
    successStatus: 200,
    response: fields({ calendar: 'string', timezone: 'string', startTime: 'integer', slots: 'array' }),
  }),
  '9': handle('POST /v1/vision-ai/neighbor-report-with-photos-finish', {
    auth: 'required',
    body: struct({ name: 'FinishNeighborReportRequest', fields: [REPORT_ID] }),
    successStatus: 200,
    response: OK,
  }),
  '10': handle('POST /v2/vision-ai/rejected-report-note/{recordId}', {
    auth: 'required',
    idKind: 'RECORD_ID',
    body: struct(note('RejectedReportNoteRequest', 2000)),
    successStatus: 201,
    response: NOTE('recordId'),
  }),
  '11': handle('POST /v2/payments/reno/payment-intents', {
    auth: 'required',
    body: struct(STRUCTS.paymentIntent),
    successStatus: 201,
    response: fields({ id: 'string', type: 'string', status: 'string', createdAt: 'string' }),
  }),
  '12': handle('GET /v1/homes/{dealId}', {
    auth: 'required',
    idKind: 'DEAL_ID',
    body: struct(STRUCTS.getHome),
    successStatus: 200,
    response: fields({ id: 'string', address: 'string', associatedObjectId: 'string', createdAt: 'string' }),
  }),
  '13': handle('POST /v1/homes/{dealId}/note', {
    auth: 'required',
    idKind: 'DEAL_ID',
    body: struct(note('HomeNoteRequest', 1000)),
    successStatus: 201,
    response: NOTE('dealId'),
  }),
  '14': handle('POST /v1/esignatures/{dealId}', {
    auth: 'required',
    idKind: 'DEAL_ID',
    body: struct(STRUCTS.esignature),
    successStatus: 200,
    response: OK,
  }),
  '15': handle('POST /v2/opportunities/{opportunityId}/disassociate-contact', {
    auth: 'required',
    idKind: 'OPPORTUNITY_ID',
    body: struct({ name: 'DisassociateContactRequest', fields: [] }),
    successStatus: 200,
    response: OK,
  }),
  '16': handle('POST /v1/onsite-visit/{sessionId}/image-notes', {
    auth: 'required',
    idKind: 'SESSION_ID',
    body: { kind: 'map' },
    successStatus: 200,
    response: OK,
  }),
  '17': handle('POST /v1/rma/{rmaId}/contract/send', {
    auth: 'required',
    idKind: 'RMA_ID',
    body: { kind: 'map' },
    successStatus: 200,
    response: OK,
  }),
  '18': handle('GET /v1/realtors/{contactId}', {
    auth: 'none',
    idKind: 'CONTACT_ID',
    body: struct(STRUCTS.realtor),
    successStatus: 200,
    response: fields({ id: 'string', name: 'string', email: 'string', createdAt: 'string' }),
  }),
  '19': handle('DELETE /v2/payments/reno/remove-subscription', {
    auth: 'required',
    body: NONE,
    successStatus: 204,
  }),
  '20': handle('DELETE /v1/crm-provider/deactivate', { auth: 'required', body: NONE, successStatus: 204 }),
  '21': handle('GET /v1/notifications/upsert-notification-subscribers', {
    auth: 'required',
    body: NONE,
    successStatus: 200,
    response: fields({ upserted: 'integer' }),
  }),
} as const satisfies Record<OperationNumber, GoRoute>;
