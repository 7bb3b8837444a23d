/**
 * @module Sanctum's token guard: `$request->bearerToken()` takes what follows the last
 * `Bearer ` (any case) up to a comma, and the user is whoever owns that token. Inside the
 * `auth:sanctum` group a miss is 401 `Unauthenticated.` without a challenge; outside it (the public
 * routes) a bad token is simply a guest.
 */
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const at = header.toLowerCase().lastIndexOf('bearer ');
  if (at < 0) return undefined;
  return header.slice(at + 7).split(',')[0];
}

export function sanctumUser(
  header: string | string[] | undefined,
  tenants: TenantDirectory,
): Tenant | undefined {
  return tenants.byToken(bearerToken(header));
}
