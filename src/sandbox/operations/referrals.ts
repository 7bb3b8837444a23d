/**
 * @module Referrals: create a buyer or seller referral (2) and look up a contact's realtor (18). The
 * two operations spell their referral types differently (`buyer` vs `Buyer`), as the document shows.
 */
import { randomUUID } from 'node:crypto';
import { always, logEvent, type OperationSpec, ok } from './operation-spec.ts';

export const referralOperations = {
  '2': {
    method: 'POST',
    path: '/v1/referrals/',
    auth: 'required',
    successStatus: 201,
    body: {
      referralType: { type: 'string', required: true, enum: ['buyer', 'seller'] },
      clientEmail: { type: 'string', required: true, format: 'email' },
      city: { type: 'string', minLength: 1, maxLength: 100 },
      listingAddress: { type: 'string', minLength: 3, maxLength: 200 },
      zipCode: { type: 'string', minLength: 5, maxLength: 10 },
      latitude: { type: 'string', minLength: 1, maxLength: 32 },
    },
    response: {
      id: always('string'),
      referralType: always('string'),
      clientEmail: always('string'),
      status: always('string'),
      createdAt: always('string'),
    },
    handle: (ctx) => {
      const id = randomUUID();
      logEvent(ctx, 'referral', { id, ...ctx.body });
      const { referralType, clientEmail } = ctx.body;
      return ok({ id, referralType, clientEmail, status: 'received', createdAt: ctx.now.toISOString() });
    },
  },
  '18': {
    method: 'GET',
    path: '/v1/realtors/{contactId}',
    // Public: the contact is looked up in every tenant, and a token, if sent, is not needed.
    auth: 'none',
    successStatus: 200,
    param: { name: 'contactId', collection: 'contact', label: 'Contact' },
    body: {
      clientFirstName: { type: 'string', minLength: 1, maxLength: 100 },
      clientEmail: { type: 'string', required: true, format: 'email' },
      realtorId: { type: 'string', minLength: 1, maxLength: 64 },
      message: { type: 'string', minLength: 1, maxLength: 1000 },
      referralType: { type: 'string', required: true, enum: ['Buyer', 'Seller'] },
    },
    response: {
      contactId: always('string'),
      realtorId: always('string'),
      name: always('string'),
      email: always('string'),
      referralType: always('string'),
    },
    handle: (ctx) => {
      const data = ctx.record?.data ?? {};
      return ok({
        contactId: ctx.record?.id ?? '',
        realtorId: typeof ctx.body.realtorId === 'string' ? ctx.body.realtorId : String(data.realtorId),
        name: String(data.name),
        email: String(data.email),
        referralType: ctx.body.referralType,
      });
    },
  },
} as const satisfies Record<string, OperationSpec>;
