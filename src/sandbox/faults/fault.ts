/**
 * @module What a fault modifier is: a named object of optional hooks the server core calls at fixed
 * points (after auth, before validation, on an unknown id, when an error is written, before any
 * answer). Each fault breaks exactly one behaviour; the clean sandbox runs with none.
 */
import type { Principal } from '../auth.ts';
import type { ErrorBody, ErrorCause } from '../http/error-body.ts';
import type { TenantId } from '../state/record-store.ts';

export const faultNames = [
  'server-error-on-non-ascii',
  'auth-bypass',
  'html-errors',
  'reset-on-negative',
  'stack-trace-leak',
  'server-error-on-unknown-id',
  'cross-tenant-leak',
  'slow-responses',
  'open-payment-intents',
] as const;

export type FaultName = (typeof faultNames)[number];

/** What a hook asks the core to do instead of carrying on. */
export type FaultAction =
  | { readonly kind: 'server-error'; readonly message: string }
  /** Destroy the socket without answering. */
  | { readonly kind: 'drop' };

export interface RenderedError {
  readonly contentType: string;
  readonly text: string;
}

export interface Fault {
  readonly name: FaultName;
  /** After the token is checked, for the matched operation (keyed by its number). */
  readonly authenticate?: (operation: string, principal: Principal) => Principal;
  /** On the parsed body of an operation that reads one, before validation. */
  readonly inspectBody?: (body: unknown) => FaultAction | undefined;
  /** The tenants whose records a path id is looked up in; the caller's own tenant by default. */
  readonly lookupTenants?: (operation: string, own: TenantId) => readonly TenantId[];
  /** When a well-formed path id names no record the caller may see. */
  readonly onUnknownId?: (operation: string) => FaultAction | undefined;
  readonly decorateError?: (body: ErrorBody, cause: ErrorCause) => ErrorBody;
  readonly renderError?: (body: ErrorBody) => RenderedError;
  /** Added before every answer is written. */
  readonly delayMs?: number;
}

export interface FaultOptions {
  /** Delay used by `slow-responses`. */
  readonly slowMs: number;
}
