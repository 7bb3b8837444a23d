/**
 * @module Redaction of secrets (the tokens) from everything recorded. It runs once, when an exchange
 * is recorded, so nothing downstream (reports, logs, HAR) can leak a token.
 */

export const REDACTED = '[REDACTED]';

export class Redactor {
  private readonly secrets: string[];

  constructor(secrets: readonly (string | undefined)[]) {
    // Longest first so a token that contains another is replaced whole.
    this.secrets = secrets
      .filter((s): s is string => s !== undefined && s.length >= 4)
      .sort((a, b) => b.length - a.length);
  }

  text(value: string): string {
    let out = value;
    for (const secret of this.secrets) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED);
      const encoded = encodeURIComponent(secret);
      if (encoded !== secret && out.includes(encoded)) out = out.split(encoded).join(REDACTED);
    }
    return out;
  }

  headers(headers: Readonly<Record<string, string>>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      out[lower] =
        lower === 'authorization' ||
        lower === 'cookie' ||
        lower === 'set-cookie' ||
        lower === 'proxy-authorization'
          ? value.replace(/^(\w+\s+)?.*$/s, (_m, scheme: string | undefined) => `${scheme ?? ''}${REDACTED}`)
          : this.text(value);
    }
    return out;
  }
}
