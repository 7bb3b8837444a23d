/**
 * @module Homes, i.e. deals (12: fetch, reading an optional JSON body on GET; 13: add a note) and
 * e-signatures (14: start one for a deal).
 */
import { randomUUID } from 'node:crypto';
import { always, logEvent, type OperationSpec, ok } from './operation-spec.ts';

const dealParam = { name: 'dealId', collection: 'deal', label: 'Deal' } as const;

export const homesEsignatureOperations = {
  '12': {
    method: 'GET',
    path: '/v1/homes/{dealId}',
    auth: 'required',
    successStatus: 200,
    param: dealParam,
    // A CRM object id, numeric as CRMs number them.
    body: { associatedObjectId: { type: 'integer', minimum: 1 } },
    response: {
      id: always('string'),
      streetAddress: always('string'),
      stage: always('string'),
      noteCount: always('integer'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const deal = ctx.record;
      return ok({
        id: deal?.id ?? '',
        streetAddress: String(deal?.data.streetAddress ?? ''),
        stage: String(deal?.data.stage ?? ''),
        noteCount: Number(deal?.data.noteCount ?? 0),
        createdAt: deal?.createdAt ?? ctx.now.toISOString(),
      });
    },
  },
  '13': {
    method: 'POST',
    path: '/v1/homes/{dealId}/note',
    auth: 'required',
    successStatus: 201,
    param: dealParam,
    body: { note: { type: 'string', required: true, minLength: 1, maxLength: 2000 } },
    response: {
      id: always('string'),
      dealId: always('string'),
      note: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const id = randomUUID();
      const deal = ctx.record;
      if (deal) deal.data.noteCount = Number(deal.data.noteCount ?? 0) + 1;
      logEvent(ctx, 'home-note', { id, dealId: deal?.id, note: ctx.body.note });
      return ok({ id, dealId: deal?.id ?? '', note: ctx.body.note, createdAt: ctx.now.toISOString() });
    },
  },
  '14': {
    method: 'POST',
    path: '/v1/esignatures/{dealId}',
    auth: 'required',
    successStatus: 201,
    param: dealParam,
    body: { primary: { type: 'object', required: true } },
    response: {
      envelopeId: always('string'),
      dealId: always('string'),
      status: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const envelopeId = randomUUID();
      logEvent(ctx, 'esignature', { envelopeId, dealId: ctx.record?.id });
      return ok({
        envelopeId,
        dealId: ctx.record?.id ?? '',
        status: 'sent',
        createdAt: ctx.now.toISOString(),
      });
    },
  },
} as const satisfies Record<string, OperationSpec>;
