/**
 * @module The origin of a discovery exchange: which credential it carried, read from the recorded
 * (redacted) request, and its label. Discovery's other-tenant probes are labelled so.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant } from '../core/case.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Origin } from '../core/origin.ts';
import { MALFORMED_TOKEN } from '../http/client.ts';

function credentialOf(ex: Exchange): AuthVariant {
  const authorization = ex.request.headers.authorization;
  if (authorization === undefined) return 'none';
  if (authorization.includes(MALFORMED_TOKEN)) return 'malformed';
  return /other-tenant/.test(ex.label) ? 'other_tenant' : 'token';
}

export function probeOrigin(ex: Exchange & { readonly operation: OperationNumber }, seed: number): Origin {
  return { kind: 'discovery', operation: ex.operation, label: ex.label, auth: credentialOf(ex), seed };
}
