/**
 * @module The origin of a discovery exchange (a probe, or a baseline check's witness replay): which
 * credential it carried, as the client recorded it, and its label.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant } from '../core/case.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Origin } from '../core/origin.ts';
import { MALFORMED_TOKEN } from '../http/client.ts';

/** An exchange recorded without its variant (read back from a HAR): the credential read from its headers. */
function sentHeaders(ex: Exchange): AuthVariant {
  const authorization = ex.request.headers.authorization;
  if (authorization === undefined) return 'none';
  if (authorization.includes(MALFORMED_TOKEN)) return 'malformed';
  return /other-tenant/.test(ex.label) ? 'other_tenant' : 'token';
}

export function probeOrigin(ex: Exchange & { readonly operation: OperationNumber }, seed: number): Origin {
  const auth = ex.credential ?? sentHeaders(ex);
  return { kind: 'discovery', operation: ex.operation, label: ex.label, auth, seed };
}
