/**
 * @module Redaction of secrets (the tokens, configured credential headers and cookies) from
 * everything recorded. It runs once, when an exchange is recorded, so nothing downstream (reports,
 * logs, HAR) can leak a credential.
 */

export const REDACTED = '[REDACTED]';

/** Headers whose whole value is a credential, whatever it looks like. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];

export class Redactor {
  private readonly secrets: string[];
  private readonly credentialHeaders: ReadonlySet<string>;

  /** `headerNames`: configured credential headers (`X-Api-Key`), redacted whole like `Authorization`. */
  constructor(secrets: readonly (string | undefined)[], headerNames: readonly string[] = []) {
    this.credentialHeaders = new Set([...CREDENTIAL_HEADERS, ...headerNames.map((n) => n.toLowerCase())]);
    // Longest first so a token that contains another is replaced whole.
    this.secrets = secrets
      .filter((s): s is string => s !== undefined && s.length >= 4)
      .sort((a, b) => b.length - a.length);
    // Each secret, then its URL-encoded form where that differs (computed once, not per call).
    this.forms = this.secrets.flatMap((secret) => {
      const encoded = encodeURIComponent(secret);
      return encoded === secret ? [secret] : [secret, encoded];
    });
  }

  private readonly forms: readonly string[];

  text(value: string): string {
    let out = value;
    for (const form of this.forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  }

  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      if (!this.credentialHeaders.has(lower)) out[lower] = this.text(value);
      // `Bearer [REDACTED]`: the scheme is kept where there is one (it says which credential went).
      else if (lower.endsWith('authorization'))
        out[lower] = value.replace(
          /^(\w+\s+)?.*$/s,
          (_m, scheme: string | undefined) => `${scheme ?? ''}${REDACTED}`,
        );
      else out[lower] = REDACTED;
    }
    return out;
  }
}
