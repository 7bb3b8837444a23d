/**
 * @module What the pipeline decided to answer, as data; the responder is the only code that writes it.
 */
import type { ErrorCause, ErrorStatus } from './error-body.ts';

export type Outcome =
  | { readonly kind: 'json'; readonly status: number; readonly body: unknown }
  | {
      readonly kind: 'error';
      readonly status: ErrorStatus;
      readonly message: string | readonly string[];
      readonly cause: ErrorCause;
      readonly headers?: Readonly<Record<string, string>>;
    }
  /** Destroy the socket without answering (a fault). */
  | { readonly kind: 'drop' }
  /** The client went away; nothing to write. */
  | { readonly kind: 'silent' };

export function fail(
  status: ErrorStatus,
  message: string | readonly string[],
  cause: ErrorCause = 'other',
  headers?: Readonly<Record<string, string>>,
): Outcome {
  return headers
    ? { kind: 'error', status, message, cause, headers }
    : { kind: 'error', status, message, cause };
}
