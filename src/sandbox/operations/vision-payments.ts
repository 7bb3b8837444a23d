/**
 * @module Vision analysis (9: finish a neighbor report, 10: note on a rejected report) and payments
 * (11: create a payment intent, 19: remove the subscription). Payment side effects are only logged.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { always, logEvent, notFound, type OperationSpec, ok } from './operation-spec.ts';

/** Amount in cents for each intent type. */
const amounts: Readonly<Record<string, number>> = {
  'year-starter': 49_900,
  monthly: 4_900,
  'one-time': 19_900,
};

export const visionPaymentOperations = {
  '9': {
    method: 'POST',
    path: '/v1/vision-ai/neighbor-report-with-photos-finish',
    auth: 'required',
    successStatus: 200,
    body: { reportId: { type: 'string', required: true, format: 'uuid' } },
    response: { reportId: always('string'), status: always('string'), finishedAt: always('string') },
    handle: (ctx) => {
      const report = ctx.tenant?.collections.report.get(String(ctx.body.reportId));
      if (!report) return notFound('Report not found');
      report.data.status = 'finished';
      return ok({ reportId: report.id, status: 'finished', finishedAt: ctx.now.toISOString() });
    },
  },
  '10': {
    method: 'POST',
    path: '/v2/vision-ai/rejected-report-note/{recordId}',
    auth: 'required',
    successStatus: 201,
    param: { name: 'recordId', collection: 'record', label: 'Record' },
    body: { note: { type: 'string', required: true, minLength: 1, maxLength: 2000 } },
    response: {
      id: always('string'),
      recordId: always('string'),
      note: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const id = randomUUID();
      const recordId = ctx.record?.id ?? '';
      logEvent(ctx, 'rejected-report-note', { id, recordId, note: ctx.body.note });
      return ok({ id, recordId, note: ctx.body.note, createdAt: ctx.now.toISOString() });
    },
  },
  '11': {
    method: 'POST',
    path: '/v2/payments/reno/payment-intents',
    auth: 'required',
    successStatus: 201,
    body: { type: { type: 'string', required: true, enum: ['year-starter', 'monthly', 'one-time'] } },
    response: {
      id: always('string'),
      type: always('string'),
      status: always('string'),
      amount: always('integer'),
      currency: always('string'),
      clientSecret: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const id = randomUUID();
      const type = String(ctx.body.type);
      logEvent(ctx, 'payment-intent', { id, type });
      return ok({
        id,
        type,
        status: 'requires_payment_method',
        amount: amounts[type] ?? 0,
        currency: 'usd',
        clientSecret: `pi_${randomBytes(12).toString('hex')}_secret_${randomBytes(12).toString('hex')}`,
        createdAt: ctx.now.toISOString(),
      });
    },
  },
  '19': {
    method: 'DELETE',
    path: '/v2/payments/reno/remove-subscription',
    auth: 'required',
    successStatus: 200,
    response: { success: always('boolean') },
    handle: (ctx) => {
      logEvent(ctx, 'remove-subscription', {});
      return ok({ success: true });
    },
  },
} as const satisfies Record<string, OperationSpec>;
