/**
 * @module Estimates (6: migrate products, with a dry run), marketing (7: send an MMS) and meetings
 * (8: a public GET whose JSON body asks for available slots).
 */
import { randomUUID } from 'node:crypto';
import { always, logEvent, type OperationSpec, ok } from './operation-spec.ts';

const SLOT_MS = 30 * 60 * 1000;

export const estimatesMarketingMeetingsOperations = {
  '6': {
    method: 'POST',
    path: '/v1/estimates/migrate-products',
    auth: 'required',
    successStatus: 200,
    body: {
      dryRun: { type: 'boolean' },
      changeOrderIds: { type: 'array', required: true, items: 'string' },
    },
    response: {
      dryRun: always('boolean'),
      migratedCount: always('integer'),
      changeOrderIds: always('array'),
    },
    handle: (ctx) => {
      const dryRun = ctx.body.dryRun === true;
      const changeOrderIds = ctx.body.changeOrderIds as string[];
      if (!dryRun) logEvent(ctx, 'migrate-products', { changeOrderIds });
      return ok({ dryRun, migratedCount: changeOrderIds.length, changeOrderIds });
    },
  },
  '7': {
    method: 'POST',
    path: '/v1/marketing-center/send-mms',
    auth: 'required',
    successStatus: 201,
    body: {
      templateId: { type: 'string', required: true, minLength: 1, maxLength: 64 },
      phone: { type: 'string', required: true, minLength: 7, maxLength: 20 },
    },
    response: {
      id: always('string'),
      templateId: always('string'),
      phone: always('string'),
      status: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const id = randomUUID();
      const { templateId, phone } = ctx.body;
      logEvent(ctx, 'send-mms', { id, templateId, phone });
      return ok({ id, templateId, phone, status: 'queued', createdAt: ctx.now.toISOString() });
    },
  },
  '8': {
    method: 'GET',
    path: '/v1/meetings/',
    auth: 'none',
    successStatus: 200,
    body: {
      calendar: { type: 'string', required: true, minLength: 1, maxLength: 100 },
      lastname: { type: 'string', required: true, minLength: 1, maxLength: 100 },
      timezone: { type: 'string', minLength: 1, maxLength: 64 },
      // Epoch milliseconds, up to the largest instant a JavaScript Date can hold.
      startTime: { type: 'integer', required: true, minimum: 0, maximum: 8_640_000_000_000_000 },
      likelyAvailableUserIds: { type: 'array', items: 'string' },
      upleg: { type: 'boolean' },
      alreadyAssociated: { type: 'boolean' },
      bookedBy: { type: 'object' },
      isPreestimateMeeting: { type: 'boolean' },
    },
    response: {
      calendar: always('string'),
      timezone: always('string'),
      startTime: always('integer'),
      availableUserIds: always('array'),
      slots: always('array'),
    },
    handle: (ctx) => {
      const startTime = ctx.body.startTime as number;
      const slots = [0, 1, 2]
        .map((i) => startTime + i * SLOT_MS)
        .filter((start) => start + SLOT_MS <= 8_640_000_000_000_000)
        .map((start) => ({ id: randomUUID(), start, end: start + SLOT_MS }));
      return ok({
        calendar: ctx.body.calendar,
        timezone: typeof ctx.body.timezone === 'string' ? ctx.body.timezone : 'UTC',
        startTime,
        availableUserIds: ctx.body.likelyAvailableUserIds ?? [],
        slots,
      });
    },
  },
} as const satisfies Record<string, OperationSpec>;
