/**
 * @module Bearer-token authentication against the two tenants' tokens. Public operations ignore the
 * header altogether; the others tell a missing token from a bad one only in the `WWW-Authenticate`
 * challenge and the message, both with 401.
 */
import { randomBytes } from 'node:crypto';
import type { TenantId } from './state/record-store.ts';

export type Principal =
  | { readonly kind: 'tenant'; readonly tenantId: TenantId }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'invalid' };

export interface Tokens {
  readonly a: string;
  readonly b: string;
}

export function generateToken(tenant: TenantId): string {
  return `sbx_${tenant}_${randomBytes(12).toString('hex')}`;
}

/** The token of an `Authorization: Bearer <token>` header (scheme case-insensitive), if well-formed. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer +([\x21-\x7e]+) *$/i.exec(header);
  return match?.[1];
}

export function authenticate(header: string | undefined, tokens: Tokens): Principal {
  if (header === undefined || header.trim() === '') return { kind: 'anonymous' };
  const token = bearerToken(header);
  if (token === tokens.a) return { kind: 'tenant', tenantId: 'a' };
  if (token === tokens.b) return { kind: 'tenant', tenantId: 'b' };
  return { kind: 'invalid' };
}

export const challenges = {
  anonymous: { message: 'Missing bearer token', header: 'Bearer realm="sandbox"' },
  invalid: { message: 'Invalid bearer token', header: 'Bearer realm="sandbox", error="invalid_token"' },
} as const;
