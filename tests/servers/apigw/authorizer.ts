/**
 * @module The Lambda authorizer (a TOKEN authorizer on `Authorization`) on every method that has
 * one: no header at all → API Gateway's 401 `Unauthorized` without invoking it; any header whose
 * `Bearer <token>` names no tenant → its Deny policy, a 403. Public methods have no authorizer:
 * their Lambda reads the header itself to scope results, and a bad token there is just anonymous.
 */
import { bearerToken, type Tenant, type TenantDirectory } from '../shared/tenants.ts';
import type { GatewayResponseType } from './gateway-responses.ts';

export type Authorization =
  | { readonly kind: 'allowed'; readonly tenant: Tenant | undefined }
  | {
      readonly kind: 'refused';
      readonly response: Extract<GatewayResponseType, 'UNAUTHORIZED' | 'ACCESS_DENIED'>;
    };

export function authorize(
  header: string | undefined,
  auth: 'required' | 'none',
  tenants: TenantDirectory,
): Authorization {
  const tenant = tenants.byToken(bearerToken(header));
  if (auth === 'none') return { kind: 'allowed', tenant };
  if (header === undefined || header.trim() === '') return { kind: 'refused', response: 'UNAUTHORIZED' };
  return tenant === undefined ? { kind: 'refused', response: 'ACCESS_DENIED' } : { kind: 'allowed', tenant };
}
