/**
 * @module The DRF server's views and serializers, one row per operation of the document: the one
 * table its validation, routing, auth, OPTIONS metadata, answers and published truth are derived
 * from. Fields are declared as a serializer declares them (`CharField(max_length=40)`), required
 * unless `required: false`, never blank or null (DRF's defaults). A view answers `serializer.data`
 * (camelCase, integer keys, foreign keys as bare ids) from `validated_data`, so values are the
 * converted ones (`"12"` → 12, ` 123 ` → `"123"`), or DRF's page envelope for list views.
 */
import {
  countOf,
  created,
  given,
  hex,
  isTrue,
  NOW,
  nextKey,
  PATH_INT,
  type ResponseSpec,
} from '../shared/model-response.ts';
import {
  type ModelBody,
  type ModelField,
  type ModelFields,
  type ModelOperation,
  modelTable,
} from '../shared/model-rules.ts';

/** A serializer field's keyword arguments, in the shared vocabulary's names. */
interface FieldOptions {
  readonly required?: false;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly oneOf?: readonly [string, ...string[]];
  readonly minimum?: number;
  readonly maximum?: number;
  /** `ListField(child=…)`: item errors keyed by index, `{"0": ["…"]}`. */
  readonly items?: ModelField;
  /** A nested serializer: its errors nest under the field's name. */
  readonly fields?: ModelFields;
}

const declare =
  (type: ModelField['type'], email?: true) =>
  ({ required, ...options }: FieldOptions = {}): ModelField =>
    ({
      type,
      ...(email ? { email } : {}),
      ...(required === false ? {} : { required: true }),
      ...options,
    }) as ModelField;

const CharField = declare('string');
const EmailField = declare('string', true);
const ChoiceField = declare('string');
const IntegerField = declare('integer');
const BooleanField = declare('boolean');
const ListField = declare('array');
const Serializer = declare('object');

const serializer = (fields: ModelFields): ModelBody => ({ kind: 'object', fields });
/** DRF's `PageNumberPagination` envelope of a list view. */
const page = (results: readonly unknown[]): ResponseSpec => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
const IGNORED: ModelBody = { kind: 'ignored' };

const REPORT_EVENT = serializer({
  city: CharField({ required: false, maxLength: 100 }),
  state: CharField({ required: false, maxLength: 100 }),
  country: CharField({ required: false, minLength: 2, maxLength: 2 }),
});
const reportEvent = (event: string): ResponseSpec => ({
  id: nextKey('report_event'),
  report: PATH_INT,
  event,
  created: NOW,
});
/** A serializer that declares no fields: any object passes, anything else does not. */
const ANY_OBJECT = serializer({});

export const DRF_RULES = modelTable<ModelOperation>({
  '1': {
    successStatus: 201,
    body: serializer({
      streetAddress: CharField({ maxLength: 255 }),
      state: CharField({ minLength: 2, maxLength: 2 }),
      bedrooms: IntegerField({ minimum: 0, maximum: 12 }),
      yearBuilt: IntegerField({ required: false, minimum: 1800, maximum: 2100 }),
      application: ChoiceField({ required: false, oneOf: ['web', 'mobile', 'partner'] }),
      opportunityId: CharField({ required: false, maxLength: 64 }),
      reportType: ChoiceField({ oneOf: ['standard', 'rejected', 'neighbor'] }),
      rejectedReason: CharField({ required: false, maxLength: 500 }),
      sellingTimeFrame: CharField({ required: false, maxLength: 40 }),
    }),
    reply: {
      id: created('integer'),
      streetAddress: given('streetAddress'),
      state: given('state'),
      bedrooms: given('bedrooms', 'integer'),
      reportType: given('reportType'),
      status: 'pending',
      created: NOW,
    },
  },
  '2': {
    successStatus: 201,
    body: serializer({
      referralType: ChoiceField({ oneOf: ['buyer', 'seller'] }),
      clientEmail: EmailField({ maxLength: 254 }),
      city: CharField({ required: false, maxLength: 80 }),
      listingAddress: CharField({ required: false, maxLength: 255 }),
      zipCode: CharField({ minLength: 5, maxLength: 10 }),
      latitude: CharField({ required: false, maxLength: 20 }),
    }),
    reply: {
      id: nextKey('referral'),
      referralType: given('referralType'),
      clientEmail: given('clientEmail'),
      zipCode: given('zipCode'),
      created: NOW,
    },
  },
  '3': { successStatus: 201, body: REPORT_EVENT, reply: reportEvent('view') },
  '4': { successStatus: 201, body: REPORT_EVENT, reply: reportEvent('pdf') },
  '5': {
    body: serializer({ id: CharField({ maxLength: 36 }), reportId: CharField({ maxLength: 64 }) }),
    reply: { status: 'completed', reportId: given('reportId') },
  },
  '6': {
    body: serializer({
      dryRun: BooleanField({ required: false }),
      changeOrderIds: ListField({ items: IntegerField({ minimum: 1 }) }),
    }),
    reply: { dryRun: isTrue('dryRun'), migrated: countOf('changeOrderIds') },
  },
  '7': {
    body: serializer({
      templateId: CharField({ maxLength: 64 }),
      phone: CharField({ minLength: 10, maxLength: 16 }),
    }),
    reply: { status: 'queued', sid: hex('MM', 16) },
  },
  '8': { body: IGNORED, reply: page([]) },
  '9': {
    body: serializer({ reportId: CharField({ maxLength: 64 }) }),
    reply: { status: 'finished', reportId: given('reportId') },
  },
  '10': {
    successStatus: 201,
    body: serializer({ note: CharField({ maxLength: 1000 }) }),
    reply: { id: nextKey('note'), record: PATH_INT, note: given('note'), created: NOW },
  },
  '11': {
    successStatus: 201,
    body: serializer({ type: ChoiceField({ oneOf: ['year-starter', 'month-starter', 'one-time'] }) }),
    reply: {
      id: hex('pi_', 12),
      clientSecret: hex('pi_secret_', 12),
      type: given('type'),
      status: 'requires_payment_method',
    },
  },
  '12': {
    body: IGNORED,
    reply: { id: PATH_INT, address: '1 Main Street', city: 'Springfield', bedrooms: 3, stage: 'open' },
  },
  '13': {
    successStatus: 201,
    body: serializer({ note: CharField({ maxLength: 2000 }) }),
    reply: { id: nextKey('note'), deal: PATH_INT, note: given('note'), created: NOW },
  },
  '14': {
    body: serializer({
      primary: Serializer({
        fields: {
          email: EmailField({ maxLength: 254 }),
          name: CharField({ minLength: 2, maxLength: 100 }),
          phone: CharField({ required: false, maxLength: 20 }),
        },
      }),
    }),
    reply: { status: 'sent', envelopeId: hex('', 8), deal: PATH_INT },
  },
  '15': { body: IGNORED, reply: { status: 'disassociated' } },
  '16': {
    successStatus: 201,
    body: ANY_OBJECT,
    reply: { id: nextKey('image_note'), session: PATH_INT, created: NOW },
  },
  '17': { body: ANY_OBJECT, reply: { status: 'sent', rma: PATH_INT } },
  '18': { body: IGNORED, reply: { id: PATH_INT, name: 'Pat Realtor', email: 'pat@example.com' } },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, reply: page([{ id: 1, channel: 'email', active: true }]) },
});
