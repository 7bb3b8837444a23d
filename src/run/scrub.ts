/**
 * @module Redaction of what the run built from the user's own input. Exchanges are redacted when
 * recorded, but cases, observations, findings (their curl) and regressions carry request bodies as
 * the harness built them; with an examples file (`EXAMPLES_FILE`) such a body can hold a token the
 * user pasted into it. Every string of those is passed through the same redactor before any writer
 * sees it.
 */
import type { Redactor } from '../http/redactor.ts';

export function scrub<T>(value: T, redactor: Redactor): T {
  if (typeof value === 'string') return redactor.text(value) as T;
  if (Array.isArray(value)) return value.map((v) => scrub(v, redactor)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [redactor.text(k), scrub(v, redactor)]),
    ) as T;
  }
  return value;
}
