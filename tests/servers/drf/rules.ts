/**
 * @module The DRF server's views and serializers, one row per operation of the document: the one
 * table its validation, routing, auth and published truth are derived from.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { DrfBody, DrfOperation } from './vocabulary.ts';

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };
const NULL: ResponseFieldTruth = { type: 'null', required: true };

/** DRF's `PageNumberPagination` envelope of a list view. */
const PAGE = {
  count: INTEGER,
  next: NULL,
  previous: NULL,
  results: { type: 'array', required: true },
} as const;

const REPORT_EVENT: DrfBody = {
  kind: 'serializer',
  fields: {
    city: { kind: 'CharField', required: false, maxLength: 100 },
    state: { kind: 'CharField', required: false, maxLength: 100 },
    country: { kind: 'CharField', required: false, minLength: 2, maxLength: 2 },
  },
};
const REPORT_EVENT_OUT = { id: INTEGER, report: INTEGER, event: STRING, created: STRING };
const NOTE_OUT = { note: STRING, created: STRING };
/** A serializer that declares no fields: any object passes, anything else does not. */
const ANY_OBJECT: DrfBody = { kind: 'serializer', fields: {} };

export const DRF_RULES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 201,
    body: {
      kind: 'serializer',
      fields: {
        streetAddress: { kind: 'CharField', maxLength: 255 },
        state: { kind: 'CharField', minLength: 2, maxLength: 2 },
        bedrooms: { kind: 'IntegerField', minValue: 0, maxValue: 12 },
        yearBuilt: { kind: 'IntegerField', required: false, minValue: 1800, maxValue: 2100 },
        application: { kind: 'ChoiceField', required: false, choices: ['web', 'mobile', 'partner'] },
        opportunityId: { kind: 'CharField', required: false, maxLength: 64 },
        reportType: { kind: 'ChoiceField', choices: ['standard', 'rejected', 'neighbor'] },
        rejectedReason: { kind: 'CharField', required: false, maxLength: 500 },
        sellingTimeFrame: { kind: 'CharField', required: false, maxLength: 40 },
      },
    },
    response: {
      id: INTEGER,
      streetAddress: STRING,
      state: STRING,
      bedrooms: INTEGER,
      reportType: STRING,
      status: STRING,
      created: STRING,
    },
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 201,
    body: {
      kind: 'serializer',
      fields: {
        referralType: { kind: 'ChoiceField', choices: ['buyer', 'seller'] },
        clientEmail: { kind: 'EmailField', maxLength: 254 },
        city: { kind: 'CharField', required: false, maxLength: 80 },
        listingAddress: { kind: 'CharField', required: false, maxLength: 255 },
        zipCode: { kind: 'CharField', minLength: 5, maxLength: 10 },
        latitude: { kind: 'CharField', required: false, maxLength: 20 },
      },
    },
    response: { id: INTEGER, referralType: STRING, clientEmail: STRING, zipCode: STRING, created: STRING },
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 201,
    body: REPORT_EVENT,
    response: REPORT_EVENT_OUT,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    successStatus: 201,
    body: REPORT_EVENT,
    response: REPORT_EVENT_OUT,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'serializer',
      fields: {
        id: { kind: 'CharField', maxLength: 36 },
        reportId: { kind: 'CharField', maxLength: 64 },
      },
    },
    response: { status: STRING, reportId: STRING },
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'serializer',
      fields: {
        dryRun: { kind: 'BooleanField', required: false },
        changeOrderIds: { kind: 'ListField', child: { kind: 'IntegerField', minValue: 1 } },
      },
    },
    response: { dryRun: BOOLEAN, migrated: INTEGER },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'serializer',
      fields: {
        templateId: { kind: 'CharField', maxLength: 64 },
        phone: { kind: 'CharField', minLength: 10, maxLength: 16 },
      },
    },
    response: { status: STRING, sid: STRING },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'none',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: PAGE,
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'serializer', fields: { reportId: { kind: 'CharField', maxLength: 64 } } },
    response: { status: STRING, reportId: STRING },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    successStatus: 201,
    body: { kind: 'serializer', fields: { note: { kind: 'CharField', maxLength: 1000 } } },
    response: { id: INTEGER, record: INTEGER, ...NOTE_OUT },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 201,
    body: {
      kind: 'serializer',
      fields: { type: { kind: 'ChoiceField', choices: ['year-starter', 'month-starter', 'one-time'] } },
    },
    response: { id: STRING, clientSecret: STRING, type: STRING, status: STRING },
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, address: STRING, city: STRING, bedrooms: INTEGER, stage: STRING },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 201,
    body: { kind: 'serializer', fields: { note: { kind: 'CharField', maxLength: 2000 } } },
    response: { id: INTEGER, deal: INTEGER, ...NOTE_OUT },
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    successStatus: 200,
    body: {
      kind: 'serializer',
      fields: {
        primary: {
          kind: 'Serializer',
          fields: {
            email: { kind: 'EmailField', maxLength: 254 },
            name: { kind: 'CharField', minLength: 2, maxLength: 100 },
            phone: { kind: 'CharField', required: false, maxLength: 20 },
          },
        },
      },
    },
    response: { status: STRING, envelopeId: STRING, deal: INTEGER },
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { status: STRING },
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    successStatus: 201,
    body: ANY_OBJECT,
    response: { id: INTEGER, session: INTEGER, created: STRING },
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    successStatus: 200,
    body: ANY_OBJECT,
    response: { status: STRING, rma: INTEGER },
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'none',
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, name: STRING, email: STRING },
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 204,
    body: { kind: 'none' },
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'required',
    successStatus: 204,
    body: { kind: 'none' },
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'required',
    successStatus: 200,
    body: { kind: 'none' },
    response: PAGE,
  },
} as const satisfies Readonly<Record<OperationNumber, DrfOperation>>;
