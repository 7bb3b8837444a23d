/**
 * @module The curl of a finding: the exchange's request with the case's own body (never cut short)
 * and the token variable of the case's identity.
 */
import type { Case } from '../core/case.ts';
import type { Exchange } from '../core/exchange.ts';
import { toCurl } from '../http/curl.ts';

export function caseCurl(ex: Exchange, c: Case): string {
  return toCurl(ex.request, { otherTenant: c.auth === 'other_tenant', body: bodyText(ex, c) });
}

/** The case's own body (never truncated), else what the record holds. */
function bodyText(ex: Exchange, c: Case): string | undefined {
  switch (c.body.kind) {
    case 'json':
      return JSON.stringify(c.body.value) ?? 'null';
    case 'raw':
      return c.body.text;
    case 'none':
      return ex.request.body;
    default:
      return c.body satisfies never;
  }
}
