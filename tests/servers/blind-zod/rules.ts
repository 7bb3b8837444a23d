/**
 * @module The blind-zod server's per-operation rules over the document's routes: the one table its
 * validation, routing, auth and published truth are derived from. Written as the zod schemas of an
 * Express app would be; a route is behind the bearer guard and answers 200 (DELETE 204) unless its
 * row says otherwise, and a 201 carries `Location: <path>/<new id>`.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import { onRoutes } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { ZodBodyRule, ZodFieldRule, ZodOperationRule, ZodOwn } from './vocabulary.ts';

type Shape = Readonly<Record<string, ZodFieldRule>>;
/** `z.object(shape).strict()`: unknown keys rejected; `z.object(shape)`: dropped. */
const strict = (shape: Shape): ZodBodyRule => ({ kind: 'object', unknownKeys: 'strict', shape });
const strip = (shape: Shape): ZodBodyRule => ({ kind: 'object', unknownKeys: 'strip', shape });
const NONE: ZodBodyRule = { kind: 'none' };

const STRING: ResponseFieldTruth = { type: 'string', required: true };
const INTEGER: ResponseFieldTruth = { type: 'integer', required: true };
const BOOLEAN: ResponseFieldTruth = { type: 'boolean', required: true };

const LOG_EVENT = strict({
  city: { type: 'string', min: 2, max: 85, optional: true },
  state: { type: 'string', min: 2, max: 50, optional: true, nullable: true },
  country: { type: 'string', min: 2, max: 56, optional: true },
});

const NOTE = strict({ note: { type: 'string', min: 1, max: 280 } });

/** `z.object({}).strict()`: only `{}` passes. */
const EMPTY = strict({});

const LOGGED = { reportId: STRING, event: STRING, loggedAt: STRING };

const OWN: Readonly<Record<OperationNumber, ZodOwn>> = {
  '1': {
    successStatus: 201,
    body: strict({
      streetAddress: { type: 'string', min: 3, max: 100 },
      state: { type: 'string', length: 2 },
      bedrooms: { type: 'int', min: 0, max: 10 },
      yearBuilt: {
        type: 'int',
        refine: { min: 1850, max: 2030, message: 'Invalid year' },
        optional: true,
        nullable: true,
      },
      application: { type: 'enum', options: ['web', 'mobile', 'partner'], optional: true },
      opportunityId: { type: 'string', max: 30, optional: true, nullable: true },
      reportType: { type: 'enum', options: ['standard', 'rejected', 'flash'] },
      rejectedReason: { type: 'string', max: 500, optional: true, nullable: true },
      sellingTimeFrame: { type: 'enum', options: ['0-3', '3-6', '6-12', '12+'], optional: true },
    }),
    response: {
      id: STRING,
      streetAddress: STRING,
      state: STRING,
      bedrooms: INTEGER,
      yearBuilt: { type: 'integer', required: false },
      reportType: STRING,
      status: STRING,
      createdAt: STRING,
    },
  },
  '2': {
    successStatus: 201,
    body: strict({
      referralType: { type: 'enum', options: ['buyer', 'seller', 'landlord'] },
      clientEmail: { type: 'string', email: true, max: 254 },
      city: { type: 'string', min: 2, max: 60, optional: true },
      listingAddress: { type: 'string', max: 200, optional: true, nullable: true },
      zipCode: { type: 'string', length: 5 },
      latitude: { type: 'string', max: 20, optional: true },
    }),
    response: { id: STRING, referralType: STRING, clientEmail: STRING, zipCode: STRING, createdAt: STRING },
  },
  '3': { body: LOG_EVENT, response: LOGGED },
  '4': { body: LOG_EVENT, response: LOGGED },
  '5': {
    body: strict({
      id: { type: 'string', max: 40, optional: true },
      reportId: { type: 'string', min: 1, max: 40 },
    }),
    response: { id: STRING, completed: BOOLEAN, completedAt: STRING },
  },
  '6': {
    body: strict({
      dryRun: { type: 'boolean', optional: true },
      changeOrderIds: { type: 'array', of: 'string' },
    }),
    response: { dryRun: BOOLEAN, migrated: INTEGER, changeOrderIds: { type: 'array', required: true } },
  },
  '7': {
    body: strict({
      templateId: { type: 'string', min: 1, max: 64 },
      phone: { type: 'string', min: 10, max: 16 },
    }),
    response: { id: STRING, status: STRING, to: STRING },
  },
  '8': {
    body: strip({
      calendar: { type: 'string', min: 1, max: 100 },
      lastname: { type: 'string', max: 80, optional: true, nullable: true },
      timezone: { type: 'string', min: 3, max: 64 },
      startTime: { type: 'int', min: 0, max: 4_102_444_800_000 },
      likelyAvailableUserIds: { type: 'array', of: 'unknown', optional: true },
      upleg: { type: 'boolean', optional: true },
      alreadyAssociated: { type: 'boolean', optional: true },
      bookedBy: { type: 'record', optional: true },
      isPreestimateMeeting: { type: 'boolean', optional: true, nullable: true },
    }),
    response: { calendar: STRING, timezone: STRING, slots: { type: 'array', required: true } },
  },
  '9': {
    body: strict({ reportId: { type: 'string', min: 1, max: 40 } }),
    response: { reportId: STRING, status: STRING },
  },
  '10': { body: NOTE, response: { id: STRING, recordId: STRING, note: STRING, createdAt: STRING } },
  '11': {
    body: strict({ type: { type: 'enum', options: ['year-starter', 'month-to-month', 'pay-per-report'] } }),
    response: { id: STRING, type: STRING, clientSecret: STRING, status: STRING },
  },
  '12': {
    body: { kind: 'ignored' },
    response: { id: STRING, address: STRING, bedrooms: INTEGER, stage: STRING },
  },
  '13': {
    successStatus: 201,
    body: NOTE,
    response: { id: STRING, dealId: STRING, note: STRING, createdAt: STRING },
  },
  '14': {
    body: strict({ primary: { type: 'record' } }),
    response: { dealId: STRING, envelopeId: STRING, status: STRING },
  },
  '15': { body: EMPTY, response: { opportunityId: STRING, disassociated: BOOLEAN } },
  '16': { successStatus: 201, body: EMPTY, response: { id: STRING, sessionId: STRING, createdAt: STRING } },
  '17': { body: EMPTY, response: { rmaId: STRING, status: STRING, sentAt: STRING } },
  '18': {
    auth: 'public',
    body: strip({
      clientFirstName: { type: 'string', min: 1, max: 50, optional: true },
      clientEmail: { type: 'string', email: true, optional: true },
      realtorId: { type: 'string', max: 40, optional: true },
      message: { type: 'string', max: 1000, optional: true, nullable: true },
      referralType: { type: 'enum', options: ['Buyer', 'Seller', 'Renter'] },
    }),
    response: { id: STRING, realtor: { type: 'object', required: true }, referralType: STRING },
  },
  '19': { successStatus: 204, body: NONE },
  '20': { successStatus: 204, body: NONE },
  '21': {
    body: { kind: 'none' },
    response: { subscribers: { type: 'array', required: true }, count: INTEGER },
  },
};

export const ZOD_RULES: Readonly<Record<OperationNumber, ZodOperationRule>> = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, rule]) => [
    op,
    { auth: 'bearer', successStatus: rule.method === 'DELETE' ? 204 : 200, ...rule },
  ]),
) as Record<OperationNumber, ZodOperationRule>;
