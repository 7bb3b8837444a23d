/**
 * @module FastAPI's `HTTPBearer` (the classic 403s) and the app's `get_current_user` dependency:
 * no usable `Authorization` → 403 `Not authenticated`; another scheme → 403 `Invalid
 * authentication credentials`; a bearer token that matches no tenant → 401 `Could not validate
 * credentials` with `WWW-Authenticate: Bearer`. Public operations use `HTTPBearer(auto_error=False)`
 * and an optional user: anonymous without a bearer token, yet a bad one is still refused.
 */
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';

export type AuthOutcome =
  | { readonly kind: 'ok'; readonly tenant: Tenant | undefined }
  | {
      readonly kind: 'refused';
      readonly status: 401 | 403;
      readonly detail: string;
      readonly headers: Readonly<Record<string, string>>;
    };

/** `get_authorization_scheme_param`: split at the first space. */
export function schemeAndCredentials(header: string | string[] | undefined): [string, string] {
  if (typeof header !== 'string' || header === '') return ['', ''];
  const space = header.indexOf(' ');
  return space < 0 ? [header, ''] : [header.slice(0, space), header.slice(space + 1)];
}

/** The tenant a request's bearer token names, for the limiter's key (no verdict here). */
export function bearerTenant(
  header: string | string[] | undefined,
  tenants: TenantDirectory,
): Tenant | undefined {
  const [scheme, credentials] = schemeAndCredentials(header);
  return scheme.toLowerCase() === 'bearer' ? tenants.byToken(credentials) : undefined;
}

const refused = (status: 401 | 403, detail: string, headers = {}): AuthOutcome => ({
  kind: 'refused',
  status,
  detail,
  headers,
});

export function authenticate(
  header: string | string[] | undefined,
  auth: 'required' | 'none',
  tenants: TenantDirectory,
): AuthOutcome {
  const [scheme, credentials] = schemeAndCredentials(header);
  const optional = auth === 'none';
  if (scheme === '' || credentials === '')
    return optional ? { kind: 'ok', tenant: undefined } : refused(403, 'Not authenticated');
  if (scheme.toLowerCase() !== 'bearer')
    return optional ? { kind: 'ok', tenant: undefined } : refused(403, 'Invalid authentication credentials');
  const tenant = tenants.byToken(credentials);
  if (tenant === undefined)
    return refused(401, 'Could not validate credentials', { 'www-authenticate': 'Bearer' });
  return { kind: 'ok', tenant };
}
