/**
 * @module The Symfony server's one table (written blind, from the document alone): each row is a
 * controller with its `#[MapRequestPayload]` DTO, whose properties are all nullable with a `null`
 * default and carry `#[Assert\…]` attributes (`required` = `NotBlank(normalizer: 'trim')` on
 * strings, `NotNull` on the rest), and what `$this->json()` answers. Validation, routing, the
 * `#[IsGranted]` roles and the published truth are all read from it.
 */

import {
  arr,
  bool,
  countOf,
  created,
  given,
  hex,
  int,
  PATH_ID,
  str,
  UUID,
} from '../shared/model-response.ts';
import { type ModelField, type ModelFields, type ModelOperation, modelTable } from '../shared/model-rules.ts';

export interface SymfonyOperation extends ModelOperation {
  /** `#[IsGranted(role)]` on the controller: tenant b's user lacks it (403, after the payload). */
  readonly role?: 'ROLE_BILLING';
}

const text = (maxLength: number, required?: true): ModelField => ({
  type: 'string',
  maxLength,
  ...(required ? { required } : {}),
});
const choice = (values: readonly [string, ...string[]], required?: true): ModelField => ({
  type: 'string',
  oneOf: values,
  ...(required ? { required } : {}),
});
/** `Y-m-d\TH:i:sP`, the `DateTimeNormalizer`'s default format. */
const NOW = str(() => `${new Date().toISOString().slice(0, 19)}+00:00`);
const body = (fields: ModelFields) => ({ kind: 'object', fields }) as const;

/** `LogEventRequest`: where a report was opened from; every field optional. */
const LOG_EVENT = body({
  city: text(100),
  state: text(50),
  country: { type: 'string', minLength: 2, maxLength: 2 },
});
const NOTE = body({ note: text(2000, true) });
const logged = (event: string) => ({ reportId: PATH_ID, event, loggedAt: NOW });

export const SYMFONY_RULES = modelTable<SymfonyOperation>({
  '1': {
    successStatus: 201,
    body: body({
      streetAddress: text(255, true),
      state: { type: 'string', minLength: 2, maxLength: 2, required: true },
      bedrooms: { type: 'integer', minimum: 0, maximum: 50, required: true },
      yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
      application: choice(['portal', 'mobile', 'api']),
      opportunityId: text(64),
      reportType: choice(['full', 'express', 'rejected'], true),
      rejectedReason: text(1000),
      sellingTimeFrame: choice(['asap', '3_months', '6_months', '12_months', 'exploring']),
    }),
    reply: {
      id: created('string'),
      streetAddress: given('streetAddress'),
      state: given('state'),
      bedrooms: given('bedrooms', 'integer'),
      reportType: given('reportType'),
      status: 'pending',
      createdAt: NOW,
    },
  },
  '2': {
    successStatus: 201,
    body: body({
      referralType: choice(['buyer', 'seller'], true),
      clientEmail: { type: 'string', email: true, maxLength: 180, required: true },
      city: text(100),
      listingAddress: text(255),
      zipCode: { type: 'string', minLength: 5, maxLength: 10, required: true },
      latitude: text(32),
    }),
    reply: { id: UUID, referralType: given('referralType'), status: 'sent', createdAt: NOW },
  },
  '3': { body: LOG_EVENT, reply: logged('view') },
  '4': { body: LOG_EVENT, reply: logged('pdf') },
  '5': {
    body: body({ id: text(36), reportId: text(36, true) }),
    reply: { reportId: given('reportId'), status: 'completed', completedAt: NOW },
  },
  '6': {
    body: body({
      dryRun: { type: 'boolean' },
      // `/** @var int[] */`: the serializer types each item.
      changeOrderIds: { type: 'array', items: { type: 'integer' }, required: true },
    }),
    reply: { dryRun: bool(({ body }) => body.dryRun === true), migrated: countOf('changeOrderIds') },
  },
  '7': {
    body: body({
      templateId: text(64, true),
      phone: { type: 'string', minLength: 8, maxLength: 20, required: true },
    }),
    reply: { messageId: UUID, status: 'queued' },
  },
  '8': {
    body: body({
      calendar: text(100, true),
      lastname: text(100),
      timezone: text(64, true),
      startTime: { type: 'integer', minimum: 0, required: true },
      likelyAvailableUserIds: { type: 'array' },
      upleg: { type: 'boolean' },
      alreadyAssociated: { type: 'boolean' },
      bookedBy: {
        type: 'object',
        fields: { id: text(36, true), email: { type: 'string', email: true } },
      },
      isPreestimateMeeting: { type: 'boolean' },
    }),
    reply: { calendar: given('calendar'), timezone: given('timezone'), slots: arr(() => []) },
  },
  '9': {
    body: body({ reportId: text(36, true) }),
    reply: { reportId: given('reportId'), status: 'finished' },
  },
  '10': { successStatus: 201, body: NOTE, reply: { id: UUID, recordId: PATH_ID, createdAt: NOW } },
  '11': {
    successStatus: 201,
    role: 'ROLE_BILLING',
    body: body({ type: choice(['year-starter', 'year-pro', 'month-starter'], true) }),
    reply: {
      id: hex('pi_', 12),
      type: given('type'),
      status: 'requires_payment_method',
    },
  },
  '12': {
    body: { kind: 'ignored' },
    reply: { id: PATH_ID, address: '1 Main Street', bedrooms: 3, stage: 'open' },
  },
  '13': { successStatus: 201, body: NOTE, reply: { id: UUID, dealId: PATH_ID, createdAt: NOW } },
  '14': {
    successStatus: 201,
    body: body({
      primary: {
        type: 'object',
        required: true,
        fields: {
          name: text(255, true),
          email: { type: 'string', email: true, required: true },
          phone: text(20),
        },
      },
    }),
    reply: { envelopeId: UUID, dealId: PATH_ID, status: 'sent' },
  },
  '15': { body: { kind: 'ignored' }, reply: { opportunityId: PATH_ID, disassociated: true } },
  '16': {
    successStatus: 201,
    body: body({ note: text(2000, true), imageIds: { type: 'array' } }),
    reply: { id: UUID, sessionId: PATH_ID, images: countOf('imageIds') },
  },
  '17': {
    body: body({ recipientEmail: { type: 'string', email: true } }),
    reply: { rmaId: PATH_ID, status: 'sent', sentAt: NOW },
  },
  '18': {
    body: body({
      clientFirstName: text(100),
      clientEmail: { type: 'string', email: true },
      realtorId: text(36),
      message: text(2000),
      referralType: choice(['Buyer', 'Seller', 'Both'], true),
    }),
    reply: { contactId: PATH_ID, realtorId: UUID, name: 'Pat Realtor' },
  },
  '19': { successStatus: 204, role: 'ROLE_BILLING', body: { kind: 'none' } },
  '20': { successStatus: 204, body: { kind: 'none' } },
  '21': {
    body: { kind: 'none' },
    reply: { upserted: int(() => 0), subscribers: arr(() => []) },
  },
});
