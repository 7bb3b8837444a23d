/**
 * @module The gostd server's one table: the request structs of its Go service, each field with its
 * JSON tag, Go type and the checks its `Validate()` makes, and the `ServeMux` pattern of every
 * operation with its auth, body and success answer. Routing, auth, decoding, validation and the
 * published truth are all read from here. Ops 8 and 18 are public (the document shows no token).
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { GoScalar } from '../shared/go-decode.ts';
import { onRoutes } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { Check, GoField, GoOwn, GoRoute, GoStruct } from './vocabulary.ts';

const required: Check = { kind: 'required' };
const email: Check = { kind: 'email' };
const between = (min: number, max: number): Check => ({ kind: 'between', min, max });
const runes = (max: number, min?: number): Check => ({
  kind: 'runes',
  max,
  ...(min === undefined ? {} : { min }),
});
const oneOf = (...values: [string, ...string[]]): Check => ({ kind: 'oneOf', values });

const STRING = 'string';
const INT = 'int';
const INT64 = 'int64';
const BOOL = 'bool';
const STRINGS = '[]string';
const ANY_MAP = 'map[string]interface {}';

/** `Name T `json:"tag"`` plus its checks. */
const field = (name: string, json: string, type: GoScalar | GoStruct, ...checks: Check[]): GoField => ({
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
    fields: [field('Primary', 'primary', SIGNER, required)],
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
  const kind = (type: GoField['type']) => (type === 'int' || type === 'int64' ? 'integer' : 'string');
  return fields({
    id: 'string',
    ...Object.fromEntries(s.fields.map((f) => [f.json, kind(f.type)])),
    createdAt: 'string',
  });
}

const OK = fields({ ok: 'boolean' });
const NOTE = (parent: string) =>
  fields({ id: 'string', [parent]: 'string', note: 'string', createdAt: 'string' });

const OWN: Readonly<Record<OperationNumber, GoOwn>> = {
  '1': { body: struct(CREATE_PROPERTY), successStatus: 201, response: recordOf(CREATE_PROPERTY) },
  '2': { body: struct(CREATE_REFERRAL), successStatus: 201, response: recordOf(CREATE_REFERRAL) },
  '3': { body: struct(LOG_EVENT) },
  '4': { body: struct(LOG_EVENT) },
  '5': { body: struct(STRUCTS.completeReport) },
  '6': { body: struct(STRUCTS.migrateProducts) },
  '7': { body: struct(STRUCTS.sendMms) },
  '8': {
    body: struct(STRUCTS.meetings),
    response: fields({ calendar: 'string', timezone: 'string', startTime: 'integer', slots: 'array' }),
  },
  '9': { body: struct({ name: 'FinishNeighborReportRequest', fields: [REPORT_ID] }) },
  '10': {
    body: struct(note('RejectedReportNoteRequest', 2000)),
    successStatus: 201,
    response: NOTE('recordId'),
  },
  '11': {
    body: struct(STRUCTS.paymentIntent),
    successStatus: 201,
    response: fields({ id: 'string', type: 'string', status: 'string', createdAt: 'string' }),
  },
  '12': {
    body: struct(STRUCTS.getHome),
    response: fields({ id: 'string', address: 'string', associatedObjectId: 'string', createdAt: 'string' }),
  },
  '13': { body: struct(note('HomeNoteRequest', 1000)), successStatus: 201, response: NOTE('dealId') },
  '14': { body: struct(STRUCTS.esignature) },
  '15': { body: struct({ name: 'DisassociateContactRequest', fields: [] }) },
  '16': { body: { kind: 'map' } },
  '17': { body: { kind: 'map' } },
  '18': {
    body: struct(STRUCTS.realtor),
    response: fields({ id: 'string', name: 'string', email: 'string', createdAt: 'string' }),
  },
  '19': { body: NONE },
  '20': { body: NONE },
  '21': { body: NONE, response: fields({ upserted: 'integer' }) },
};

/**
 * Every handler laid over the document's routes: registered as `mux.HandleFunc("METHOD /path", …)`,
 * behind the auth middleware where the document shows a token, 200 (204 for the DELETEs) and
 * `{"ok":true}` unless its row says otherwise.
 */
export const GOSTD_ROUTES: Readonly<Record<OperationNumber, GoRoute>> = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, route]) => [
    op,
    {
      auth: route.documentedAuth ? 'required' : 'none',
      successStatus: route.method === 'DELETE' ? 204 : 200,
      ...(route.method === 'DELETE' ? {} : { response: OK }),
      ...route,
    },
  ]),
) as Record<OperationNumber, GoRoute>;
