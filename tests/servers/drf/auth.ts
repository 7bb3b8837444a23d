/**
 * @module SimpleJWT's `JWTAuthentication`: only `Authorization: Bearer <token>` (case-sensitive
 * type) is read; any other header is no credentials at all, a Bearer header without exactly one
 * token is refused, and an unknown token is "not valid for any token type". It runs on every view,
 * `AllowAny` ones too (DRF authenticates in `initial()`), so a bad token is a 401 everywhere.
 */
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export type Credentials =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly tenant: Tenant }
  | { readonly kind: 'refused'; readonly body: Readonly<Record<string, unknown>> };

export const CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' } as const;

export const NOT_PROVIDED = { detail: 'Authentication credentials were not provided.' } as const;

const TOKEN_NOT_VALID = {
  detail: 'Given token not valid for any token type',
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
} as const;

const BAD_HEADER = {
  detail: 'Authorization header must contain two space-delimited values',
  code: 'bad_authorization_header',
} as const;

export function authenticate(header: string | string[] | undefined, tenants: TenantDirectory): Credentials {
  if (typeof header !== 'string') return { kind: 'anonymous' };
  // Python's `bytes.split()`: runs of ASCII whitespace.
  const parts = header.split(/[ \t\n\r\f\v]+/).filter((part) => part !== '');
  if (parts[0] !== 'Bearer') return { kind: 'anonymous' };
  if (parts.length !== 2) return { kind: 'refused', body: BAD_HEADER };
  const tenant = tenants.byToken(parts[1]);
  return tenant === undefined ? { kind: 'refused', body: TOKEN_NOT_VALID } : { kind: 'user', tenant };
}
