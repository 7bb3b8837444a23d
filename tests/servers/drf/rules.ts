/**
 * @module The DRF server's views and serializers, one row per operation of the document: the one
 * table its validation, routing, auth and published truth are derived from.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import { modelTable } from '../shared/model-rules.ts';
import type { DrfBody, DrfFields, DrfOperation } from './vocabulary.ts';

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };
const NULL: ResponseFieldTruth = { type: 'null', required: true };
const serializer = (fields: DrfFields): DrfBody => ({ kind: 'serializer', fields });

/** DRF's `PageNumberPagination` envelope of a list view. */
const PAGE = {
  count: INTEGER,
  next: NULL,
  previous: NULL,
  results: { type: 'array', required: true },
} as const;

const REPORT_EVENT = serializer({
  city: { kind: 'CharField', required: false, maxLength: 100 },
  state: { kind: 'CharField', required: false, maxLength: 100 },
  country: { kind: 'CharField', required: false, minLength: 2, maxLength: 2 },
});
const REPORT_EVENT_OUT = { id: INTEGER, report: INTEGER, event: STRING, created: STRING };
const NOTE_OUT = { note: STRING, created: STRING };
/** A serializer that declares no fields: any object passes, anything else does not. */
const ANY_OBJECT = serializer({});

export const DRF_RULES = modelTable<DrfOperation>({
  '1': {
    successStatus: 201,
    body: serializer({
      streetAddress: { kind: 'CharField', maxLength: 255 },
      state: { kind: 'CharField', minLength: 2, maxLength: 2 },
      bedrooms: { kind: 'IntegerField', minValue: 0, maxValue: 12 },
      yearBuilt: { kind: 'IntegerField', required: false, minValue: 1800, maxValue: 2100 },
      application: { kind: 'ChoiceField', required: false, choices: ['web', 'mobile', 'partner'] },
      opportunityId: { kind: 'CharField', required: false, maxLength: 64 },
      reportType: { kind: 'ChoiceField', choices: ['standard', 'rejected', 'neighbor'] },
      rejectedReason: { kind: 'CharField', required: false, maxLength: 500 },
      sellingTimeFrame: { kind: 'CharField', required: false, maxLength: 40 },
    }),
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
    successStatus: 201,
    body: serializer({
      referralType: { kind: 'ChoiceField', choices: ['buyer', 'seller'] },
      clientEmail: { kind: 'EmailField', maxLength: 254 },
      city: { kind: 'CharField', required: false, maxLength: 80 },
      listingAddress: { kind: 'CharField', required: false, maxLength: 255 },
      zipCode: { kind: 'CharField', minLength: 5, maxLength: 10 },
      latitude: { kind: 'CharField', required: false, maxLength: 20 },
    }),
    response: { id: INTEGER, referralType: STRING, clientEmail: STRING, zipCode: STRING, created: STRING },
  },
  '3': { successStatus: 201, body: REPORT_EVENT, response: REPORT_EVENT_OUT },
  '4': { successStatus: 201, body: REPORT_EVENT, response: REPORT_EVENT_OUT },
  '5': {
    successStatus: 200,
    body: serializer({
      id: { kind: 'CharField', maxLength: 36 },
      reportId: { kind: 'CharField', maxLength: 64 },
    }),
    response: { status: STRING, reportId: STRING },
  },
  '6': {
    successStatus: 200,
    body: serializer({
      dryRun: { kind: 'BooleanField', required: false },
      changeOrderIds: { kind: 'ListField', child: { kind: 'IntegerField', minValue: 1 } },
    }),
    response: { dryRun: BOOLEAN, migrated: INTEGER },
  },
  '7': {
    successStatus: 200,
    body: serializer({
      templateId: { kind: 'CharField', maxLength: 64 },
      phone: { kind: 'CharField', minLength: 10, maxLength: 16 },
    }),
    response: { status: STRING, sid: STRING },
  },
  '8': { successStatus: 200, body: { kind: 'ignored' }, response: PAGE },
  '9': {
    successStatus: 200,
    body: serializer({ reportId: { kind: 'CharField', maxLength: 64 } }),
    response: { status: STRING, reportId: STRING },
  },
  '10': {
    successStatus: 201,
    body: serializer({ note: { kind: 'CharField', maxLength: 1000 } }),
    response: { id: INTEGER, record: INTEGER, ...NOTE_OUT },
  },
  '11': {
    successStatus: 201,
    body: serializer({
      type: { kind: 'ChoiceField', choices: ['year-starter', 'month-starter', 'one-time'] },
    }),
    response: { id: STRING, clientSecret: STRING, type: STRING, status: STRING },
  },
  '12': {
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, address: STRING, city: STRING, bedrooms: INTEGER, stage: STRING },
  },
  '13': {
    successStatus: 201,
    body: serializer({ note: { kind: 'CharField', maxLength: 2000 } }),
    response: { id: INTEGER, deal: INTEGER, ...NOTE_OUT },
  },
  '14': {
    successStatus: 200,
    body: serializer({
      primary: {
        kind: 'Serializer',
        fields: {
          email: { kind: 'EmailField', maxLength: 254 },
          name: { kind: 'CharField', minLength: 2, maxLength: 100 },
          phone: { kind: 'CharField', required: false, maxLength: 20 },
        },
      },
    }),
    response: { status: STRING, envelopeId: STRING, deal: INTEGER },
  },
  '15': { successStatus: 200, body: { kind: 'ignored' }, response: { status: STRING } },
  '16': {
    successStatus: 201,
    body: ANY_OBJECT,
    response: { id: INTEGER, session: INTEGER, created: STRING },
  },
  '17': { successStatus: 200, body: ANY_OBJECT, response: { status: STRING, rma: INTEGER } },
  '18': {
    successStatus: 200,
    body: { kind: 'ignored' },
    response: { id: INTEGER, name: STRING, email: STRING },
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { successStatus: 200, body: { kind: 'none' }, response: PAGE },
});
