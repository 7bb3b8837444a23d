/**
 * @module The Laravel app's routes and FormRequest rules, one row per operation of the document:
 * the one table its routing (`whereNumber` ids), `auth:sanctum` group, route-model binding,
 * validation and published truth are derived from. Rule strings are written as a Laravel developer
 * writes them; every optional field is `nullable` (the truth type has no word for "may be omitted
 * but not null"), and list items (`changeOrderIds.*`) have rules the truth cannot carry.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { LaravelRoute } from './vocabulary.ts';

/** An API Resource: `{"data": {…}}`. */
const RESOURCE = { data: { type: 'object', required: true } } as const satisfies Record<
  string,
  ResponseFieldTruth
>;
/** `response()->json(['message' => '…'])`. */
const MESSAGE = { message: { type: 'string', required: true } } as const satisfies Record<
  string,
  ResponseFieldTruth
>;
/** A paginated resource collection: `{"data": […], "links": {…}, "meta": {…}}`. */
const PAGE = {
  data: { type: 'array', required: true },
  links: { type: 'object', required: true },
  meta: { type: 'object', required: true },
} as const satisfies Record<string, ResponseFieldTruth>;

const REPORT_EVENT = {
  city: 'nullable|string|max:100',
  state: 'nullable|string|max:100',
  country: 'nullable|string|size:2',
};

export const LARAVEL_ROUTES = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    rules: {
      streetAddress: 'required|string|max:255',
      state: 'nullable|string|size:2',
      bedrooms: 'required|integer|min:0|max:12',
      yearBuilt: 'nullable|integer|between:1800,2100',
      application: 'nullable|in:web,ios,android',
      opportunityId: 'nullable|string|max:64',
      reportType: 'required|in:standard,rejected',
      rejectedReason: 'nullable|string|max:500',
      sellingTimeFrame: 'nullable|string|max:40',
    },
    successStatus: 201,
    response: RESOURCE,
  },
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    rules: {
      referralType: 'required|in:buyer,seller',
      clientEmail: 'required|email|max:254',
      city: 'nullable|string|max:80',
      listingAddress: 'nullable|string|max:255',
      zipCode: 'required|string|between:5,10',
      latitude: 'nullable|numeric|between:-90,90',
    },
    successStatus: 201,
    response: RESOURCE,
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    rules: REPORT_EVENT,
    successStatus: 200,
    response: MESSAGE,
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    idKind: 'REPORT_ID',
    auth: 'required',
    rules: REPORT_EVENT,
    successStatus: 200,
    response: MESSAGE,
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    rules: { id: 'required|string|max:64', reportId: 'required|integer|min:1' },
    successStatus: 200,
    response: MESSAGE,
  },
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    rules: {
      dryRun: 'sometimes|nullable|boolean',
      // `present`, not `required`: Laravel's `required` refuses an empty list.
      changeOrderIds: 'present|array',
      'changeOrderIds.*': 'integer|min:1',
    },
    successStatus: 200,
    response: RESOURCE,
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    rules: { templateId: 'required|string|max:64', phone: 'required|string|between:10,15' },
    successStatus: 200,
    response: MESSAGE,
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'none',
    rules: {
      calendar: 'required|string|max:100',
      lastname: 'nullable|string|max:80',
      timezone: 'required|string|max:64',
      startTime: 'required|integer|min:0',
      likelyAvailableUserIds: 'nullable|array',
      'likelyAvailableUserIds.*': 'integer',
      upleg: 'nullable|string|max:100',
      alreadyAssociated: 'nullable|boolean',
      bookedBy: 'nullable|array',
      'bookedBy.name': 'nullable|string|max:80',
      'bookedBy.email': 'nullable|email',
      isPreestimateMeeting: 'nullable|boolean',
    },
    successStatus: 200,
    response: PAGE,
  },
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    rules: { reportId: 'required|integer|min:1' },
    successStatus: 200,
    response: MESSAGE,
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    idKind: 'RECORD_ID',
    auth: 'required',
    rules: { note: 'required|string|max:1000' },
    successStatus: 201,
    response: RESOURCE,
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    rules: { type: 'required|in:year-starter,month-starter' },
    successStatus: 201,
    response: RESOURCE,
  },
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    rules: { associatedObjectId: 'nullable|integer|min:1' },
    successStatus: 200,
    response: RESOURCE,
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    idKind: 'DEAL_ID',
    auth: 'required',
    rules: { note: 'required|string|min:2|max:500' },
    successStatus: 201,
    response: RESOURCE,
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    idKind: 'DEAL_ID',
    auth: 'required',
    rules: {
      primary: 'required|array',
      'primary.email': 'required|email|max:254',
      'primary.name': 'required|string|min:2|max:100',
      'primary.phone': 'nullable|string|max:20',
    },
    successStatus: 200,
    response: RESOURCE,
  },
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    idKind: 'OPPORTUNITY_ID',
    auth: 'required',
    rules: {},
    successStatus: 200,
    response: MESSAGE,
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    idKind: 'SESSION_ID',
    auth: 'required',
    rules: {
      caption: 'nullable|string|max:255',
      notes: 'nullable|array',
      'notes.*.text': 'required|string|max:500',
    },
    successStatus: 201,
    response: RESOURCE,
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    idKind: 'RMA_ID',
    auth: 'required',
    rules: {},
    successStatus: 200,
    response: MESSAGE,
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    idKind: 'CONTACT_ID',
    auth: 'none',
    rules: {
      clientFirstName: 'nullable|string|max:50',
      clientEmail: 'nullable|email',
      realtorId: 'nullable|string|max:64',
      message: 'nullable|string|max:1000',
      referralType: 'nullable|in:Buyer,Seller',
    },
    successStatus: 200,
    response: RESOURCE,
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 204,
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'required',
    successStatus: 204,
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'required',
    successStatus: 200,
    response: PAGE,
  },
} as const satisfies Readonly<Record<OperationNumber, LaravelRoute>>;
