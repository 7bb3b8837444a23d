/**
 * @module Property reports: create a report (1), log a view (3) or a PDF download (4), complete a
 * report (5). Reports created by operation 1 are usable by the later ones.
 */
import { randomUUID } from 'node:crypto';
import type { BodyFields } from '../validation/field-rule.ts';
import { always, type HandlerContext, logEvent, notFound, type OperationSpec, ok } from './operation-spec.ts';

const reportParam = { name: 'reportId', collection: 'report', label: 'Report' } as const;

const logFields: BodyFields = {
  city: { type: 'string', minLength: 1, maxLength: 100 },
  state: { type: 'string', minLength: 2, maxLength: 2 },
  country: { type: 'string', minLength: 2, maxLength: 56 },
};

const logResponse = {
  id: always('string'),
  reportId: always('string'),
  event: always('string'),
  createdAt: always('string'),
};

function logReportEvent(ctx: HandlerContext, event: 'view' | 'pdf') {
  const id = randomUUID();
  const reportId = ctx.record?.id ?? '';
  logEvent(ctx, `report-${event}`, { id, reportId, ...ctx.body });
  return ok({ id, reportId, event, createdAt: ctx.now.toISOString() });
}

export const propertyReportOperations = {
  '1': {
    method: 'POST',
    path: '/v1/property/',
    auth: 'required',
    successStatus: 201,
    body: {
      streetAddress: { type: 'string', required: true, minLength: 3, maxLength: 200 },
      state: { type: 'string', required: true, minLength: 2, maxLength: 2 },
      bedrooms: { type: 'integer', minimum: 0, maximum: 20 },
      yearBuilt: { type: 'integer', minimum: 1800, maximum: 2100 },
      application: { type: 'string', enum: ['web', 'ios', 'android'] },
      opportunityId: { type: 'string', minLength: 1, maxLength: 64 },
      reportType: { type: 'string', required: true, enum: ['standard', 'neighbor', 'rejected'] },
      rejectedReason: { type: 'string', minLength: 1, maxLength: 500 },
      sellingTimeFrame: { type: 'string', enum: ['0-3 months', '3-6 months', '6-12 months', '12+ months'] },
    },
    response: {
      id: always('string'),
      streetAddress: always('string'),
      state: always('string'),
      reportType: always('string'),
      status: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const createdAt = ctx.now.toISOString();
      const { streetAddress, state, reportType } = ctx.body as Record<string, string>;
      const data = { streetAddress, state, reportType, status: 'pending' } as Record<string, string>;
      const id = randomUUID();
      if (ctx.tenant) {
        ctx.tenant.collections.report.add({ id, kind: 'report', tenantId: ctx.tenant.id, createdAt, data });
      }
      return ok({ id, ...data, createdAt });
    },
  },
  '3': {
    method: 'POST',
    path: '/v1/property/log/view/{reportId}',
    auth: 'required',
    successStatus: 201,
    param: reportParam,
    body: logFields,
    response: logResponse,
    handle: (ctx) => logReportEvent(ctx, 'view'),
  },
  '4': {
    method: 'POST',
    path: '/v1/property/log/pdf/{reportId}',
    auth: 'required',
    successStatus: 201,
    param: reportParam,
    body: logFields,
    response: logResponse,
    handle: (ctx) => logReportEvent(ctx, 'pdf'),
  },
  '5': {
    method: 'POST',
    path: '/v1/property/complete-report',
    auth: 'required',
    successStatus: 200,
    body: {
      id: { type: 'string', minLength: 1, maxLength: 64 },
      reportId: { type: 'string', required: true, format: 'uuid' },
    },
    response: { reportId: always('string'), status: always('string'), completedAt: always('string') },
    handle: (ctx) => {
      const report = ctx.tenant?.collections.report.get(String(ctx.body.reportId));
      if (!report) return notFound('Report not found');
      report.data.status = 'completed';
      return ok({ reportId: report.id, status: 'completed', completedAt: ctx.now.toISOString() });
    },
  },
} as const satisfies Record<string, OperationSpec>;
