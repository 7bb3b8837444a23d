/**
 * @module The gostd server's one table: the request structs of its Go service written as Go declares
 * them, each field's `Validate()` checks noted in a `check:"…"` tag (`required`, `runes=min-max`,
 * `between=min-max`, `oneof=a b`, `email`, in the order the method tests them), and every route's own
 * body and success answer over the document's routes. Routing, auth, decoding, validation and the
 * published truth are all read from here. Ops 8 and 18 are public (the document shows no token).
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import { onRoutes } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';
import { type GoOwn, type GoRoute, type GoStruct, goStruct } from './vocabulary.ts';

const CREATE_PROPERTY = goStruct(
  'CreatePropertyRequest',
  `
  StreetAddress    string \`json:"streetAddress" check:"required,runes=200"\`
  State            string \`json:"state" check:"runes=2-2"\`
  Bedrooms         int    \`json:"bedrooms" check:"required,between=1-12"\`
  YearBuilt        int    \`json:"yearBuilt" check:"between=1800-2100"\`
  Application      string \`json:"application" check:"oneof=web ios android"\`
  OpportunityID    string \`json:"opportunityId" check:"runes=64"\`
  ReportType       string \`json:"reportType" check:"required,oneof=standard rejected"\`
  RejectedReason   string \`json:"rejectedReason" check:"runes=500"\`
  SellingTimeFrame string \`json:"sellingTimeFrame" check:"runes=50"\``,
);

const CREATE_REFERRAL = goStruct(
  'CreateReferralRequest',
  `
  ReferralType   string \`json:"referralType" check:"required,oneof=buyer seller"\`
  ClientEmail    string \`json:"clientEmail" check:"required,email,runes=254"\`
  City           string \`json:"city" check:"runes=100"\`
  ListingAddress string \`json:"listingAddress" check:"runes=200"\`
  ZipCode        string \`json:"zipCode" check:"required,runes=5-5"\`
  Latitude       string \`json:"latitude" check:"runes=32"\``,
);

const LOG_EVENT = goStruct(
  'LogEventRequest',
  `
  City    string \`json:"city" check:"runes=100"\`
  State   string \`json:"state" check:"runes=100"\`
  Country string \`json:"country" check:"runes=2-2"\``,
);

const SIGNER = goStruct(
  'Signer',
  `
  Email string \`json:"email" check:"required,email,runes=254"\`
  Name  string \`json:"name" check:"required,runes=100"\``,
);

const note = (name: string, max: number) =>
  goStruct(name, `Note string \`json:"note" check:"required,runes=${max}"\``);

const REPORT_ID = 'ReportID string `json:"reportId" check:"required,runes=64"`';

const STRUCTS = {
  completeReport: goStruct(
    'CompleteReportRequest',
    `ID string \`json:"id" check:"required,runes=64"\`\n${REPORT_ID}`,
  ),
  migrateProducts: goStruct(
    'MigrateProductsRequest',
    `
    DryRun         bool     \`json:"dryRun"\`
    ChangeOrderIDs []string \`json:"changeOrderIds" check:"required"\``,
  ),
  sendMms: goStruct(
    'SendMMSRequest',
    `
    TemplateID string \`json:"templateId" check:"required,runes=64"\`
    Phone      string \`json:"phone" check:"required,runes=10-15"\``,
  ),
  meetings: goStruct(
    'ListMeetingsRequest',
    `
    Calendar               string                 \`json:"calendar" check:"required,runes=100"\`
    Lastname               string                 \`json:"lastname" check:"runes=100"\`
    Timezone               string                 \`json:"timezone" check:"required,runes=64"\`
    StartTime              int64                  \`json:"startTime" check:"required,between=1-4102444800000"\`
    LikelyAvailableUserIDs []string               \`json:"likelyAvailableUserIds"\`
    Upleg                  string                 \`json:"upleg" check:"runes=100"\`
    AlreadyAssociated      bool                   \`json:"alreadyAssociated"\`
    BookedBy               map[string]interface {} \`json:"bookedBy"\`
    IsPreestimateMeeting   bool                   \`json:"isPreestimateMeeting"\``,
  ),
  paymentIntent: goStruct(
    'CreatePaymentIntentRequest',
    'Type string `json:"type" check:"required,oneof=year-starter monthly"`',
  ),
  getHome: goStruct(
    'GetHomeRequest',
    'AssociatedObjectID string `json:"associatedObjectId" check:"runes=64"`',
  ),
  esignature: goStruct('StartEsignatureRequest', 'Primary *Signer `json:"primary" check:"required"`', {
    Signer: SIGNER,
  }),
  realtor: goStruct(
    'RealtorLookupRequest',
    `
    ClientFirstName string \`json:"clientFirstName" check:"runes=100"\`
    ClientEmail     string \`json:"clientEmail" check:"email,runes=254"\`
    RealtorID       string \`json:"realtorId" check:"runes=64"\`
    Message         string \`json:"message" check:"runes=500"\`
    ReferralType    string \`json:"referralType" check:"required,oneof=Buyer Seller"\``,
  ),
};

const struct = (s: GoStruct) => ({ kind: 'struct', struct: s }) as const;
const NONE = { kind: 'none' } as const;

const fields = (types: Record<string, ResponseFieldTruth['type']>) =>
  Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { type, required: true }]));

/** A created record: `id`, the request's fields as sent, `createdAt` (RFC 3339). */
function recordOf(s: GoStruct): Readonly<Record<string, ResponseFieldTruth>> {
  const kind = (type: GoStruct['fields'][number]['type']) =>
    type === 'int' || type === 'int64' ? 'integer' : 'string';
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
  '9': { body: struct(goStruct('FinishNeighborReportRequest', REPORT_ID)) },
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
  '15': { body: struct(goStruct('DisassociateContactRequest')) },
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
