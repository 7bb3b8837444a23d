/**
 * @module The blind-go server's routes and request structs: the one table its decoding, validation,
 * routing and published truth are derived from. Every route sits behind the bearer middleware.
 */
import type { OperationNumber } from '../shared/rules.ts';
import type { GoBodyRule, GoOperationRule, GoStruct } from './vocabulary.ts';

const bind = (struct: GoStruct): GoBodyRule => ({ kind: 'bind', struct });

/** Field order is declaration order: validator reports failures in this order. */
const CREATE_PROPERTY: GoStruct = {
  name: 'CreatePropertyRequest',
  fields: [
    { name: 'StreetAddress', json: 'streetAddress', type: 'string', binding: 'required,max=120' },
    // min=0 was meant, but `required` rejects the zero value: effectively 1–20.
    { name: 'Bedrooms', json: 'bedrooms', type: 'int', binding: 'required,min=0,max=20' },
    { name: 'State', json: 'state', type: 'string', binding: 'required,len=2' },
    {
      name: 'YearBuilt',
      json: 'yearBuilt',
      type: 'int',
      pointer: true,
      binding: 'omitempty,min=1800,max=2100',
    },
    { name: 'Application', json: 'application', type: 'string', binding: 'max=50' },
    { name: 'OpportunityID', json: 'opportunityId', type: 'string', binding: 'max=36' },
    {
      name: 'ReportType',
      json: 'reportType',
      type: 'string',
      pointer: true,
      binding: 'omitempty,oneof=standard premium',
    },
    { name: 'RejectedReason', json: 'rejectedReason', type: 'string', binding: 'max=500' },
    { name: 'SellingTimeFrame', json: 'sellingTimeFrame', type: 'string', binding: 'max=50' },
  ],
};

const CREATE_REFERRAL: GoStruct = {
  name: 'CreateReferralRequest',
  fields: [
    { name: 'ReferralType', json: 'referralType', type: 'string', binding: 'required,oneof=buyer seller' },
    { name: 'ClientEmail', json: 'clientEmail', type: 'string', binding: 'required,email' },
    { name: 'City', json: 'city', type: 'string', binding: 'max=100' },
    { name: 'ListingAddress', json: 'listingAddress', type: 'string', binding: 'max=255' },
    { name: 'ZipCode', json: 'zipCode', type: 'string', pointer: true, binding: 'omitempty,len=5' },
    { name: 'Latitude', json: 'latitude', type: 'string', binding: 'max=32' },
  ],
};

const LOG_EVENT: GoStruct = {
  name: 'LogEventRequest',
  fields: [
    { name: 'City', json: 'city', type: 'string', binding: 'max=100' },
    { name: 'State', json: 'state', type: 'string', binding: 'max=100' },
    { name: 'Country', json: 'country', type: 'string', binding: 'required,max=56' },
  ],
};

const empty = (name: string): GoStruct => ({ name, fields: [] });

export const GO_RULES = {
  '1': { method: 'POST', path: '/v1/property/', body: bind(CREATE_PROPERTY), data: 'object' },
  '2': { method: 'POST', path: '/v1/referrals/', body: bind(CREATE_REFERRAL), data: 'object' },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    body: bind(LOG_EVENT),
    data: 'object',
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    body: bind(LOG_EVENT),
    data: 'object',
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    body: bind({
      name: 'CompleteReportRequest',
      fields: [
        { name: 'ID', json: 'id', type: 'string', binding: 'max=64' },
        { name: 'ReportID', json: 'reportId', type: 'string', binding: 'required,max=64' },
      ],
    }),
    data: 'object',
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    body: bind({
      name: 'MigrateProductsRequest',
      fields: [
        { name: 'DryRun', json: 'dryRun', type: 'bool', pointer: true, binding: 'required' },
        { name: 'ChangeOrderIDs', json: 'changeOrderIds', type: '[]int64', binding: 'required' },
      ],
    }),
    data: 'object',
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    body: bind({
      name: 'SendMMSRequest',
      fields: [
        { name: 'TemplateID', json: 'templateId', type: 'string', binding: 'required,max=64' },
        { name: 'Phone', json: 'phone', type: 'string', binding: 'required,min=10,max=15' },
      ],
    }),
    data: 'object',
  },
  '8': { method: 'GET', path: '/v1/meetings/', body: { kind: 'ignored' }, data: 'array' },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    body: bind({
      name: 'FinishNeighborReportRequest',
      fields: [{ name: 'ReportID', json: 'reportId', type: 'string', binding: 'required,max=64' }],
    }),
    data: 'object',
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    body: bind({
      name: 'RejectedReportNoteRequest',
      fields: [{ name: 'Note', json: 'note', type: 'string', binding: 'required,max=1000' }],
    }),
    data: 'object',
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    body: bind({
      name: 'PaymentIntentRequest',
      fields: [
        { name: 'Type', json: 'type', type: 'string', binding: 'required,oneof=year-starter monthly' },
      ],
    }),
    data: 'object',
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    body: bind({
      name: 'GetHomeRequest',
      fields: [
        { name: 'AssociatedObjectID', json: 'associatedObjectId', type: 'int64', binding: 'required,min=1' },
      ],
    }),
    data: 'object',
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    body: bind({
      name: 'HomeNoteRequest',
      fields: [{ name: 'Note', json: 'note', type: 'string', binding: 'required,min=3,max=2000' }],
    }),
    data: 'object',
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    body: bind({
      name: 'ESignatureRequest',
      fields: [{ name: 'Primary', json: 'primary', type: 'map[string]interface {}', binding: 'required' }],
    }),
    data: 'object',
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    body: bind(empty('DisassociateContactRequest')),
    data: 'object',
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    body: bind(empty('ImageNotesRequest')),
    data: 'object',
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    body: bind(empty('SendContractRequest')),
    data: 'object',
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    body: { kind: 'ignored' },
    data: 'object',
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    body: { kind: 'none' },
    data: 'null',
  },
  '20': { method: 'DELETE', path: '/v1/crm-provider/deactivate', body: { kind: 'none' }, data: 'null' },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    body: { kind: 'none' },
    data: 'array',
  },
} as const satisfies Readonly<Record<OperationNumber, GoOperationRule>>;
