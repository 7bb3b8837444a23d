/**
 * @module The API as data, laid over the document's routes: per method its request model (a JSON
 * Schema draft 4 model: `required` means present, types are strict, unknown keys allowed) and what
 * its Lambda adds: business rules checked after the model (422), and whether it answers a record
 * (`{"data": …}`) or an action (`{"ok": true}`). The authorizer sits where the document shows
 * `Authorization`; every success is a 200 (a proxy Lambda answers `statusCode: 200`). Required
 * plain strings carry `minLength` in the model or a Lambda rule (draft 4 accepts `''`).
 */
import type { ModelBody, ModelFields, ModelOperation } from '../shared/model-rules.ts';
import { onRoutes, type Route } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';

/** A business rule the Lambda checks itself, once the model let the body through. */
export type LambdaRule = { readonly field: string } & (
  | { readonly kind: 'maximum' | 'minLength' | 'maxLength'; readonly limit: number }
  | { readonly kind: 'oneOf'; readonly values: readonly [string, ...string[]] }
);

interface Own {
  readonly answer: 'record' | 'ok';
  readonly body: ModelBody;
  /** Checked by the Lambda once the model passed, in order; the first broken one answers 422. */
  readonly lambdaRules?: readonly LambdaRule[];
}

export type ApigwOperation = Route & Own & ModelOperation & { readonly successStatus: 200 };

const model = (fields: ModelFields): ModelBody => ({ kind: 'object', fields });
const id64 = { type: 'string', required: true, minLength: 1, maxLength: 64 } as const;
/** Model `LogEvent`: nothing required. */
const LOG_EVENT = model({
  city: { type: 'string', maxLength: 100 },
  state: { type: 'string', minLength: 2, maxLength: 2 },
  country: { type: 'string', minLength: 2, maxLength: 2 },
});
/** Model `Empty` (`{"type": "object"}`): any object, never an array or a scalar. */
const ANY_OBJECT = model({});
const NO_MODEL: ModelBody = { kind: 'none' };

const OWN: Readonly<Record<OperationNumber, Own>> = {
  '1': {
    answer: 'record',
    body: model({
      streetAddress: { type: 'string', required: true, minLength: 1, maxLength: 120 },
      state: { type: 'string', minLength: 2, maxLength: 2 },
      bedrooms: { type: 'integer', required: true, minimum: 0 },
      yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
      application: { type: 'string', oneOf: ['web', 'ios', 'android'] },
      opportunityId: { type: 'string', maxLength: 64 },
      reportType: { type: 'string', required: true, oneOf: ['standard', 'rejected'] },
      rejectedReason: { type: 'string', maxLength: 500 },
      sellingTimeFrame: { type: 'string', maxLength: 40 },
    }),
    lambdaRules: [{ field: 'bedrooms', kind: 'maximum', limit: 12 }],
  },
  '2': {
    answer: 'record',
    body: model({
      referralType: { type: 'string', required: true, oneOf: ['buyer', 'seller'] },
      clientEmail: { type: 'string', required: true, email: true },
      city: { type: 'string', maxLength: 100 },
      listingAddress: { type: 'string', maxLength: 200 },
      zipCode: { type: 'string', required: true, maxLength: 10 },
      latitude: { type: 'string', maxLength: 32 },
    }),
    lambdaRules: [{ field: 'zipCode', kind: 'minLength', limit: 5 }],
  },
  '3': { answer: 'ok', body: LOG_EVENT },
  '4': { answer: 'ok', body: LOG_EVENT },
  '5': { answer: 'ok', body: model({ id: id64, reportId: id64 }) },
  '6': {
    answer: 'ok',
    body: model({ dryRun: { type: 'boolean' }, changeOrderIds: { type: 'array', required: true } }),
  },
  '7': {
    answer: 'ok',
    body: model({
      templateId: id64,
      phone: { type: 'string', required: true, minLength: 10, maxLength: 15 },
    }),
  },
  '8': {
    answer: 'record',
    body: model({
      calendar: { type: 'string', required: true, minLength: 1, maxLength: 100 },
      lastname: { type: 'string', maxLength: 80 },
      timezone: id64,
      startTime: { type: 'integer', required: true, minimum: 0 },
      likelyAvailableUserIds: { type: 'array' },
      upleg: { type: 'string', maxLength: 50 },
      alreadyAssociated: { type: 'boolean' },
      bookedBy: { type: 'object', fields: { id: id64, name: { type: 'string', maxLength: 80 } } },
      isPreestimateMeeting: { type: 'boolean' },
    }),
  },
  '9': { answer: 'ok', body: model({ reportId: id64 }) },
  '10': {
    answer: 'record',
    body: model({ note: { type: 'string', required: true, minLength: 1, maxLength: 2000 } }),
  },
  '11': {
    answer: 'record',
    body: model({ type: { type: 'string', required: true } }),
    lambdaRules: [{ field: 'type', kind: 'oneOf', values: ['year-starter', 'month-starter'] }],
  },
  '12': {
    answer: 'record',
    body: model({ associatedObjectId: { type: 'string', minLength: 1, maxLength: 64 } }),
  },
  // Same field as operation 10, but here the length limit lives in the Lambda only.
  '13': {
    answer: 'record',
    body: model({ note: { type: 'string', required: true, minLength: 1 } }),
    lambdaRules: [{ field: 'note', kind: 'maxLength', limit: 2000 }],
  },
  '14': {
    answer: 'record',
    body: model({
      primary: {
        type: 'object',
        required: true,
        fields: {
          email: { type: 'string', required: true, email: true },
          name: { type: 'string', required: true, minLength: 1, maxLength: 100 },
          role: { type: 'string', oneOf: ['signer', 'cc'] },
        },
      },
    }),
  },
  '15': { answer: 'ok', body: ANY_OBJECT },
  '16': { answer: 'ok', body: ANY_OBJECT },
  '17': { answer: 'ok', body: ANY_OBJECT },
  '18': {
    answer: 'record',
    body: model({
      clientFirstName: { type: 'string', maxLength: 50 },
      clientEmail: { type: 'string', email: true },
      realtorId: { type: 'string', maxLength: 64 },
      message: { type: 'string', maxLength: 1000 },
      referralType: { type: 'string', oneOf: ['Buyer', 'Seller'] },
    }),
  },
  '19': { answer: 'ok', body: NO_MODEL },
  '20': { answer: 'ok', body: NO_MODEL },
  '21': { answer: 'record', body: NO_MODEL },
};

export const APIGW_RULES = Object.fromEntries(
  Object.entries(onRoutes(OWN)).map(([op, rule]) => [
    op,
    { ...rule, auth: rule.documentedAuth ? 'required' : 'none', successStatus: 200 },
  ]),
) as Readonly<Record<OperationNumber, ApigwOperation>>;
