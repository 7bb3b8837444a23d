/**
 * @module Credentials inside traffic files: the values of credential headers (`Authorization`, its
 * token alone too, cookies, API keys), of query parameters and JSON fields named as secrets, and of
 * cookies and tokens the recorded answers hand out. They join the run's own secrets in the
 * redactor, so they never reach a report, a log line or the HAR, like `ACCESS_TOKEN`.
 */
import type { TrafficEntry } from './traffic-entry.ts';

/** Header names that carry a credential, whatever the scheme. */
const CREDENTIAL_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie)$|api[-_]?key|token|secret|auth|session/i;
/** Query parameters and JSON fields whose value is a credential (an id, `sessionId`, is not). */
const SECRET_NAME =
  /^(access_?token|refresh_?token|id_?token|token|api_?key|apikey|secret|client_?secret|password|passwd|authorization|signature)$/i;

/** Characters a cookie's value needs to be taken for a credential (session ids are long). */
const MIN_COOKIE_SECRET = 8;

export function isCredentialHeader(name: string): boolean {
  return CREDENTIAL_HEADER.test(name) && !/id$/i.test(name);
}

/** The credential headers of a request, by lower-case name. */
export function credentialHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => isCredentialHeader(name)));
}

function headerSecrets(name: string, value: string): string[] {
  if (/cookie/i.test(name)) {
    // Every cookie's value, but a short one (`theme=dark`) is no secret, and redacting it everywhere
    // would change facts that happen to contain the word.
    const pairs = value.split(/[;,]/).map((p) => p.split('=').slice(1).join('=').trim());
    return [value, ...pairs.filter((v) => v.length >= MIN_COOKIE_SECRET)];
  }
  const scheme = /^\w+\s+(.+)$/s.exec(value);
  return scheme?.[1] === undefined ? [value] : [value, scheme[1]];
}

function jsonSecrets(value: unknown, depth = 0): string[] {
  if (depth > 6 || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'string' && SECRET_NAME.test(k) ? [v] : jsonSecrets(v, depth + 1),
  );
}

function bodySecrets(text: string | undefined): string[] {
  if (text === undefined) return [];
  try {
    return jsonSecrets(JSON.parse(text));
  } catch {
    return [];
  }
}

/** Every credential value found in the entries (short ones included; the redactor drops those). */
export function trafficSecrets(entries: readonly TrafficEntry[]): string[] {
  const out = new Set<string>();
  const add = (values: readonly string[]) => {
    for (const v of values) if (v.trim() !== '' && !v.includes('[REDACTED]')) out.add(v.trim());
  };
  for (const e of entries) {
    for (const [name, value] of Object.entries(e.headers))
      if (isCredentialHeader(name)) add(headerSecrets(name, value));
    for (const [name, value] of e.url?.searchParams ?? []) if (SECRET_NAME.test(name)) add([value]);
    add(bodySecrets(e.body));
    if (e.answer === undefined) continue;
    // Of the answer's headers only cookies handed out: a challenge (`WWW-Authenticate`) is a fact.
    const cookie = e.answer.headers['set-cookie'];
    if (cookie !== undefined) add(headerSecrets('set-cookie', cookie));
    add(bodySecrets(e.answer.body));
  }
  return [...out];
}
