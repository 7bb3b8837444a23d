/** @module Fault: operation 13 (POST /v1/homes/{dealId}/note) lets a request without a token in, as tenant A. */
import type { Fault } from './fault.ts';

export function authBypass(): Fault {
  return {
    name: 'auth-bypass',
    authenticate: (operation, principal) =>
      operation === '13' && principal.kind === 'anonymous' ? { kind: 'tenant', tenantId: 'a' } : principal,
  };
}
