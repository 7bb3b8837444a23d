/**
 * @module The blind-go server's request structs and routes over the document's: the one table its
 * decoding, validation, routing and published truth are derived from.
 */
import { onRoutes } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';
import { type GoBodyRule, type GoOperationRule, type GoOwn, type GoStruct, goStruct } from './vocabulary.ts';

const bind = (struct: GoStruct): GoBodyRule => ({ kind: 'bind', struct });
const IGNORED: GoBodyRule = { kind: 'ignored' };
const NONE: GoBodyRule = { kind: 'none' };

// Bedrooms: min=0 was meant, but `required` rejects the zero value: effectively 1–20.
const CREATE_PROPERTY = goStruct(
  'CreatePropertyRequest',
  `
  StreetAddress    string  \`json:"streetAddress" binding:"required,max=120"\`
  Bedrooms         int     \`json:"bedrooms" binding:"required,min=0,max=20"\`
  State            string  \`json:"state" binding:"required,len=2"\`
  YearBuilt        *int    \`json:"yearBuilt" binding:"omitempty,min=1800,max=2100"\`
  Application      string  \`json:"application" binding:"max=50"\`
  OpportunityID    string  \`json:"opportunityId" binding:"max=36"\`
  ReportType       *string \`json:"reportType" binding:"omitempty,oneof=standard premium"\`
  RejectedReason   string  \`json:"rejectedReason" binding:"max=500"\`
  SellingTimeFrame string  \`json:"sellingTimeFrame" binding:"max=50"\``,
);

const CREATE_REFERRAL = goStruct(
  'CreateReferralRequest',
  `
  ReferralType   string  \`json:"referralType" binding:"required,oneof=buyer seller"\`
  ClientEmail    string  \`json:"clientEmail" binding:"required,email"\`
  City           string  \`json:"city" binding:"max=100"\`
  ListingAddress string  \`json:"listingAddress" binding:"max=255"\`
  ZipCode        *string \`json:"zipCode" binding:"omitempty,len=5"\`
  Latitude       string  \`json:"latitude" binding:"max=32"\``,
);

const LOG_EVENT = goStruct(
  'LogEventRequest',
  `
  City    string \`json:"city" binding:"max=100"\`
  State   string \`json:"state" binding:"max=100"\`
  Country string \`json:"country" binding:"required,max=56"\``,
);

const REPORT_ID = 'ReportID string `json:"reportId" binding:"required,max=64"`';

const OWN: Readonly<Record<OperationNumber, GoOwn>> = {
  '1': { body: bind(CREATE_PROPERTY) },
  '2': { body: bind(CREATE_REFERRAL) },
  '3': { body: bind(LOG_EVENT) },
  '4': { body: bind(LOG_EVENT) },
  '5': {
    body: bind(goStruct('CompleteReportRequest', `ID string \`json:"id" binding:"max=64"\`\n${REPORT_ID}`)),
  },
  '6': {
    body: bind(
      goStruct(
        'MigrateProductsRequest',
        `
        DryRun         *bool   \`json:"dryRun" binding:"required"\`
        ChangeOrderIDs []int64 \`json:"changeOrderIds" binding:"required"\``,
      ),
    ),
  },
  '7': {
    body: bind(
      goStruct(
        'SendMMSRequest',
        `
        TemplateID string \`json:"templateId" binding:"required,max=64"\`
        Phone      string \`json:"phone" binding:"required,min=10,max=15"\``,
      ),
    ),
  },
  '8': { body: IGNORED, data: 'array' },
  '9': { body: bind(goStruct('FinishNeighborReportRequest', REPORT_ID)) },
  '10': {
    body: bind(
      goStruct('RejectedReportNoteRequest', 'Note string `json:"note" binding:"required,max=1000"`'),
    ),
  },
  '11': {
    body: bind(
      goStruct(
        'PaymentIntentRequest',
        'Type string `json:"type" binding:"required,oneof=year-starter monthly"`',
      ),
    ),
  },
  '12': {
    body: bind(
      goStruct(
        'GetHomeRequest',
        'AssociatedObjectID int64 `json:"associatedObjectId" binding:"required,min=1"`',
      ),
    ),
  },
  '13': {
    body: bind(goStruct('HomeNoteRequest', 'Note string `json:"note" binding:"required,min=3,max=2000"`')),
  },
  '14': {
    body: bind(
      goStruct('ESignatureRequest', 'Primary map[string]interface {} `json:"primary" binding:"required"`'),
    ),
  },
  '15': { body: bind(goStruct('DisassociateContactRequest')) },
  '16': { body: bind(goStruct('ImageNotesRequest')) },
  '17': { body: bind(goStruct('SendContractRequest')) },
  '18': { body: IGNORED },
  '19': { body: NONE },
  '20': { body: NONE },
  '21': { body: NONE, data: 'array' },
};

export const GO_RULES: Readonly<Record<OperationNumber, GoOperationRule>> = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, rule]) => [
    op,
    { ...rule, data: rule.data ?? (rule.method === 'DELETE' ? 'null' : 'object') },
  ]),
) as Record<OperationNumber, GoOperationRule>;
