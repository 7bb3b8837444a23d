/**
 * @module The Laravel app's routes and FormRequest rules, one row per operation of the document:
 * the one table its routing (`whereNumber` ids), `auth:sanctum` group, route-model binding,
 * validation, answers and published truth are derived from. Rule strings are written as a Laravel developer
 * writes them; every optional field is `nullable` (the truth type has no word for "may be omitted
 * but not null"), and list items (`changeOrderIds.*`) have rules the truth cannot carry.
 */
import { countOf, created, given, hex, nextKey, PATH_INT } from '../shared/model-response.ts';
import { modelTable } from '../shared/model-rules.ts';
import type { OperationNumber } from '../shared/rules.ts';
import { asBool, asInt, castInt, message, orNull, paginated, STAMP } from './resources.ts';
import type { AttributeRules, LaravelRoute } from './rule-string.ts';
import { compileRules } from './rule-string.ts';

const REPORT_EVENT = {
  city: 'nullable|string|max:100',
  state: 'nullable|string|max:100',
  country: 'nullable|string|size:2',
};

export const LARAVEL_ROUTES = modelTable<LaravelRoute>({
  '1': {
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
    reply: {
      data: {
        id: created('integer'),
        street_address: given('streetAddress'),
        state: orNull('state'),
        bedrooms: asInt('bedrooms'),
        report_type: given('reportType'),
        status: 'pending',
        created_at: STAMP,
        updated_at: STAMP,
      },
    },
  },
  '2': {
    rules: {
      referralType: 'required|in:buyer,seller',
      clientEmail: 'required|email|max:254',
      city: 'nullable|string|max:80',
      listingAddress: 'nullable|string|max:255',
      zipCode: 'required|string|between:5,10',
      latitude: 'nullable|numeric|between:-90,90',
    },
    successStatus: 201,
    reply: {
      data: {
        id: nextKey('referrals'),
        referral_type: given('referralType'),
        client_email: given('clientEmail'),
        zip_code: given('zipCode'),
        status: 'sent',
        created_at: STAMP,
      },
    },
  },
  '3': { rules: REPORT_EVENT, reply: message('View logged.') },
  '4': { rules: REPORT_EVENT, reply: message('Download logged.') },
  '5': {
    rules: { id: 'required|string|max:64', reportId: 'required|integer|min:1' },
    reply: message('Report completed.'),
  },
  '6': {
    rules: {
      dryRun: 'sometimes|nullable|boolean',
      // `present`, not `required`: Laravel's `required` refuses an empty list.
      changeOrderIds: 'present|array',
      'changeOrderIds.*': 'integer|min:1',
    },
    reply: { data: { dry_run: asBool('dryRun'), migrated: countOf('changeOrderIds') } },
  },
  '7': {
    rules: { templateId: 'required|string|max:64', phone: 'required|string|between:10,15' },
    reply: message('Message queued.'),
  },
  '8': {
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
    reply: paginated(({ body }) => [
      { id: 1, calendar: body.calendar, timezone: body.timezone, start_time: castInt(body.startTime) },
    ]),
  },
  '9': { rules: { reportId: 'required|integer|min:1' }, reply: message('Neighbor report finished.') },
  '10': {
    rules: { note: 'required|string|max:1000' },
    successStatus: 201,
    reply: { data: { id: nextKey('notes'), record_id: PATH_INT, note: given('note'), created_at: STAMP } },
  },
  '11': {
    rules: { type: 'required|in:year-starter,month-starter' },
    successStatus: 201,
    reply: {
      data: {
        id: hex('pi_', 12),
        client_secret: hex('pi_secret_', 12),
        type: given('type'),
        status: 'requires_payment_method',
      },
    },
  },
  '12': {
    rules: { associatedObjectId: 'nullable|integer|min:1' },
    reply: {
      data: {
        id: PATH_INT,
        address: '1 Main Street',
        city: 'Springfield',
        bedrooms: 3,
        stage: 'open',
        associated_object_id: orNull('associatedObjectId'),
      },
    },
  },
  '13': {
    rules: { note: 'required|string|min:2|max:500' },
    successStatus: 201,
    reply: { data: { id: nextKey('notes'), deal_id: PATH_INT, note: given('note'), created_at: STAMP } },
  },
  '14': {
    rules: {
      primary: 'required|array',
      'primary.email': 'required|email|max:254',
      'primary.name': 'required|string|min:2|max:100',
      'primary.phone': 'nullable|string|max:20',
    },
    reply: { data: { envelope_id: hex('', 8), deal_id: PATH_INT, status: 'sent' } },
  },
  '15': { rules: {}, reply: message('Contact disassociated.') },
  '16': {
    rules: {
      caption: 'nullable|string|max:255',
      notes: 'nullable|array',
      'notes.*.text': 'required|string|max:500',
    },
    successStatus: 201,
    reply: {
      data: {
        id: nextKey('image_notes'),
        session_id: PATH_INT,
        caption: orNull('caption'),
        created_at: STAMP,
      },
    },
  },
  '17': { rules: {}, reply: message('Contract sent.') },
  '18': {
    rules: {
      clientFirstName: 'nullable|string|max:50',
      clientEmail: 'nullable|email',
      realtorId: 'nullable|string|max:64',
      message: 'nullable|string|max:1000',
      referralType: 'nullable|in:Buyer,Seller',
    },
    reply: { data: { id: PATH_INT, name: 'Pat Realtor', email: 'pat@example.com', realtor_id: 7 } },
  },
  '19': { successStatus: 204 },
  '20': { successStatus: 204 },
  '21': { reply: paginated(() => [{ id: 1, channel: 'email', active: true }]) },
});

/** The FormRequests, parsed once when the server loads (a bad rule string fails there): `undefined` for an action that takes no input. */
export const FORM_REQUESTS = Object.fromEntries(
  Object.entries(LARAVEL_ROUTES).map(([op, route]) => [op, route.rules && compileRules(route.rules)]),
) as Readonly<Record<OperationNumber, readonly AttributeRules[] | undefined>>;
