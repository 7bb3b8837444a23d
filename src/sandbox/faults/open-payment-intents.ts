/**
 * @module Fault: operation 11 (POST /v2/payments/reno/payment-intents) reads no credentials at all: a request
 * without a token or with a malformed one creates a payment intent (201) as tenant A. The payment
 * endpoint of a new user's server that "passed" with no finding (issue 18).
 */
import type { Fault } from './fault.ts';

export function openPaymentIntents(): Fault {
  return {
    name: 'open-payment-intents',
    authenticate: (operation, principal) =>
      operation === '11' && principal.kind !== 'tenant' ? { kind: 'tenant', tenantId: 'a' } : principal,
  };
}
