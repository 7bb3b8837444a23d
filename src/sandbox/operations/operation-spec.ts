/**
 * @module The shape of one row of the sandbox's operation table: routing, auth, statuses, body rules
 * and response shape as data, plus the handler that produces the success body. The server core and
 * the published truth both read these rows.
 */
import type { ResponseFieldTruth } from '../server-truth.ts';
import type { CollectionName, StoredRecord } from '../state/record-store.ts';
import type { SandboxState, TenantState } from '../state/sandbox-state.ts';
import type { BodyFields } from '../validation/field-rule.ts';

/** A path parameter naming a record the caller's tenant must own. */
export interface ParamSpec {
  readonly name: string;
  readonly collection: CollectionName;
  /** Used in the 404 message: `<label> not found`. */
  readonly label: string;
}

export interface HandlerContext {
  /** The caller's tenant; undefined only for an anonymous call to a public operation. */
  readonly tenant: TenantState | undefined;
  /** The record named by the path parameter, already looked up. */
  readonly record: StoredRecord | undefined;
  /** The validated body; `{}` for operations that read no body. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly state: SandboxState;
  readonly now: Date;
}

export type HandlerResult =
  | { readonly kind: 'ok'; readonly body: Readonly<Record<string, unknown>> }
  | { readonly kind: 'not-found'; readonly message: string };

export interface OperationSpec {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The document's path template; a trailing slash is optional when matching. */
  readonly path: string;
  readonly auth: 'required' | 'none';
  readonly successStatus: 200 | 201;
  readonly param?: ParamSpec;
  /** Absent: the operation reads no body (one sent anyway is parsed, then ignored). */
  readonly body?: BodyFields;
  /** Top-level keys of the success body; a test holds the handlers to it. */
  readonly response: Readonly<Record<string, ResponseFieldTruth>>;
  readonly handle: (ctx: HandlerContext) => HandlerResult;
}

export function ok(body: Readonly<Record<string, unknown>>): HandlerResult {
  return { kind: 'ok', body };
}

export function notFound(message: string): HandlerResult {
  return { kind: 'not-found', message };
}

/** Shorthand for a response field that is always present. */
export function always(type: ResponseFieldTruth['type']): ResponseFieldTruth {
  return { type, required: true };
}

/** Records a side effect on the caller's tenant (nothing for anonymous public calls). */
export function logEvent(ctx: HandlerContext, operation: string, detail: Record<string, unknown>): void {
  ctx.tenant?.log.add({ operation, at: ctx.now.toISOString(), detail });
}
