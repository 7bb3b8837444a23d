/**
 * @module The serde server's one table: each handler's request struct as its Rust service declares
 * it (serde types, `Option<T>` for what may be left out, unit-variant enums spelled as on the wire,
 * `#[validate(…)]` checks) and what it answers, over the document's routes. Record ids are `u64`
 * numbers, in paths and bodies alike; ops 8 and 18 are public (the document shows no token).
 */
import { countOf, created, given, hex, isTrue, NOW, PATH_INT } from '../shared/model-response.ts';
import { onRoutes } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';
import {
  bool,
  type Check,
  enumOf,
  f64,
  int,
  nested,
  opt,
  type SerdeBody,
  type SerdeOwn,
  type SerdeRoute,
  string,
  struct,
  vec,
} from './vocabulary.ts';

const length = (bounds: { min?: number; max?: number; equal?: number }): Check => ({
  code: 'length',
  ...bounds,
});
const range = (bounds: { min?: number; max?: number }): Check => ({ code: 'range', ...bounds });
const email: Check = { code: 'email' };
/** An address checked by a pattern only, whose message shows it (`message = "must match …"`). */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/;
const emailPattern: Check = {
  code: 'regex',
  pattern: EMAIL_PATTERN,
  message: `must match ${EMAIL_PATTERN.source}`,
};

const json = (name: string, fields: Parameters<typeof struct>[1]): SerdeBody => ({
  kind: 'json',
  struct: struct(name, fields),
});

const LOG_EVENT = json('LogEvent', {
  city: [opt(string), length({ max: 100 })],
  state: [opt(string), length({ max: 100 })],
  country: [opt(string), length({ equal: 2 })],
});
const logged = (event: string) => ({ reportId: PATH_INT, event, loggedAt: NOW });
const note = (max: number) => json('NewNote', { note: [string, length({ min: 1, max })] });

const SIGNER = struct('Signer', {
  legal_name: [string, length({ min: 1, max: 80 })],
  email: [string, emailPattern],
  role: [opt(enumOf('SignerRole', ['signer', 'approver', 'cc']))],
});
const BOOKED_BY = struct('BookedBy', { user_id: [int('u64')], email: [opt(string), email] });

const OWN: Readonly<Record<OperationNumber, SerdeOwn>> = {
  '1': {
    successStatus: 201,
    body: json('CreateProperty', {
      street_address: [string, length({ min: 5, max: 120 })],
      state: [opt(string), length({ equal: 2 })],
      bedrooms: [int('u32'), range({ max: 20 })],
      year_built: [opt(int('u16')), range({ min: 1800, max: 2100 })],
      application: [enumOf('Application', ['dashboard', 'ios_app', 'android_app', 'partner_api'])],
      opportunity_id: [opt(int('u64'))],
      report_type: [enumOf('ReportType', ['full_inspection', 'drive_by', 'desktop'])],
      rejected_reason: [opt(string), length({ max: 255 })],
      selling_time_frame: [opt(string), length({ max: 40 })],
    }),
    reply: {
      id: created('integer'),
      streetAddress: given('streetAddress'),
      application: given('application'),
      reportType: given('reportType'),
      createdAt: NOW,
    },
  },
  '2': {
    successStatus: 201,
    body: json('CreateReferral', {
      referral_type: [enumOf('ReferralType', ['buyer', 'seller', 'renter'])],
      client_email: [string, email],
      city: [opt(string), length({ max: 100 })],
      listing_address: [opt(string), length({ max: 255 })],
      zip_code: [string, length({ min: 5, max: 10 })],
      latitude: [opt(f64), range({ min: -90, max: 90 })],
    }),
    reply: { id: created('integer'), referralType: given('referralType'), createdAt: NOW },
  },
  '3': { body: LOG_EVENT, reply: logged('view') },
  '4': { body: LOG_EVENT, reply: logged('pdf') },
  '5': {
    body: json('CompleteReport', { id: [int('u64')], report_id: [int('u64')] }),
    reply: { reportId: given('reportId', 'integer'), completed: true },
  },
  '6': {
    body: json('MigrateProducts', { dry_run: [bool], change_order_ids: [vec(int('u64'))] }),
    reply: { dryRun: isTrue('dryRun'), migrated: countOf('changeOrderIds') },
  },
  '7': {
    body: json('SendMms', {
      template_id: [string, length({ min: 1, max: 64 })],
      phone: [string, length({ min: 10, max: 15 })],
    }),
    reply: { sid: hex('MM', 16), status: 'queued' },
  },
  '8': {
    auth: 'none',
    body: json('MeetingsQuery', {
      calendar: [string, length({ min: 1, max: 100 })],
      lastname: [opt(string), length({ max: 80 })],
      timezone: [string, length({ min: 1, max: 64 })],
      start_time: [int('u64')],
      likely_available_user_ids: [opt(vec(int('u64')))],
      upleg: [opt(string), length({ max: 50 })],
      already_associated: [opt(bool)],
      booked_by: [opt(nested(BOOKED_BY))],
      is_preestimate_meeting: [opt(bool)],
    }),
    reply: { meetings: [], calendar: given('calendar') },
  },
  '9': {
    body: json('FinishNeighborReport', { report_id: [int('u64')] }),
    reply: { reportId: given('reportId', 'integer'), status: 'finished' },
  },
  '10': { body: note(1000), reply: { recordId: PATH_INT, note: given('note'), createdAt: NOW } },
  '11': {
    body: json('NewPaymentIntent', {
      type: [enumOf('Plan', ['year-starter', 'month-to-month', 'quarterly'])],
    }),
    reply: { id: hex('pi_', 12), clientSecret: hex('pi_secret_', 12), plan: given('type') },
  },
  '12': { body: { kind: 'none' }, reply: { id: PATH_INT, address: '1 Main Street', stage: 'open' } },
  '13': {
    successStatus: 201,
    body: note(2000),
    reply: { dealId: PATH_INT, note: given('note'), createdAt: NOW },
  },
  '14': {
    body: json('StartSigning', { primary: [nested(SIGNER)] }),
    reply: { envelopeId: hex('', 8), dealId: PATH_INT, status: 'sent' },
  },
  '15': { body: json('DisassociateContact', {}), reply: { opportunityId: PATH_INT, contactId: null } },
  '16': {
    body: json('ImageNote', { image_key: [string, length({ min: 1, max: 200 })] }),
    reply: { sessionId: PATH_INT, imageKey: given('imageKey') },
  },
  '17': {
    body: json('ContractSend', { contact_email: [string, email] }),
    reply: { rmaId: PATH_INT, sent: true },
  },
  '18': {
    auth: 'none',
    body: { kind: 'none' },
    reply: { id: PATH_INT, name: 'Pat Realtor', email: 'pat@example.com' },
  },
  '19': { successStatus: 204, body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': { body: { kind: 'none' }, reply: { subscribers: [], total: 0 } },
};

export const SERDE_ROUTES: Readonly<Record<OperationNumber, SerdeRoute>> = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, route]) => [
    op,
    {
      ...route,
      auth: route.auth ?? (route.documentedAuth ? 'required' : 'none'),
      successStatus: route.successStatus ?? 200,
    },
  ]),
) as Record<OperationNumber, SerdeRoute>;
