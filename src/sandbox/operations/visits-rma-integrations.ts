/**
 * @module Opportunities (15), on-site visits (16), return merchandise (17), the CRM integration (20)
 * and notification subscribers (21). Bodies of 15–17 are objects whose fields are all optional.
 */
import { randomUUID } from 'node:crypto';
import { always, logEvent, type OperationSpec, ok } from './operation-spec.ts';

export const visitsRmaIntegrationOperations = {
  '15': {
    method: 'POST',
    path: '/v2/opportunities/{opportunityId}/disassociate-contact',
    auth: 'required',
    successStatus: 200,
    param: { name: 'opportunityId', collection: 'opportunity', label: 'Opportunity' },
    // The document says "empty JSON object": any field at all is rejected.
    body: {},
    response: { opportunityId: always('string'), disassociated: always('boolean') },
    handle: (ctx) => {
      logEvent(ctx, 'disassociate-contact', { opportunityId: ctx.record?.id });
      return ok({ opportunityId: ctx.record?.id ?? '', disassociated: true });
    },
  },
  '16': {
    method: 'POST',
    path: '/v1/onsite-visit/{sessionId}/image-notes',
    auth: 'required',
    successStatus: 201,
    param: { name: 'sessionId', collection: 'session', label: 'Session' },
    body: {
      note: { type: 'string', minLength: 1, maxLength: 2000 },
      imageUrl: { type: 'string', minLength: 1, maxLength: 2048 },
    },
    response: { id: always('string'), sessionId: always('string'), createdAt: always('string') },
    handle: (ctx) => {
      const id = randomUUID();
      logEvent(ctx, 'image-note', { id, sessionId: ctx.record?.id, ...ctx.body });
      return ok({ id, sessionId: ctx.record?.id ?? '', createdAt: ctx.now.toISOString() });
    },
  },
  '17': {
    method: 'POST',
    path: '/v1/rma/{rmaId}/contract/send',
    auth: 'required',
    successStatus: 200,
    param: { name: 'rmaId', collection: 'rma', label: 'RMA' },
    body: {
      recipientEmail: { type: 'string', format: 'email' },
      message: { type: 'string', minLength: 1, maxLength: 2000 },
    },
    response: { rmaId: always('string'), status: always('string'), sentAt: always('string') },
    handle: (ctx) => {
      logEvent(ctx, 'rma-contract-send', { rmaId: ctx.record?.id, ...ctx.body });
      return ok({ rmaId: ctx.record?.id ?? '', status: 'sent', sentAt: ctx.now.toISOString() });
    },
  },
  '20': {
    method: 'DELETE',
    path: '/v1/crm-provider/deactivate',
    auth: 'required',
    successStatus: 200,
    response: { success: always('boolean') },
    handle: (ctx) => {
      logEvent(ctx, 'crm-deactivate', {});
      return ok({ success: true });
    },
  },
  '21': {
    method: 'GET',
    path: '/v1/notifications/upsert-notification-subscribers',
    auth: 'required',
    successStatus: 200,
    response: { success: always('boolean'), upserted: always('integer') },
    handle: (ctx) => {
      const upserted = ctx.tenant ? ctx.tenant.collections.contact.size : 0;
      logEvent(ctx, 'upsert-subscribers', { id: randomUUID(), upserted });
      return ok({ success: true, upserted });
    },
  },
} as const satisfies Record<string, OperationSpec>;
