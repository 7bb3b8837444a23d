/**
 * @module Runs one matched, authorised operation: path id check (400 `<param> must be a UUID`), body
 * validation (400 with class-validator messages), record lookup within the caller's tenant (404
 * `<Thing> not found`, never revealing another tenant's records), then the handler.
 */
import type { FaultAction } from './faults/fault.ts';
import type { ErrorStatus } from './http/error-body.ts';
import { fail, type Outcome } from './http/outcome.ts';
import { decodeSegment } from './http/router.ts';
import type { OperationNumber } from './operations/index.ts';
import type { OperationSpec } from './operations/operation-spec.ts';
import type { ServerConfig } from './server-config.ts';
import type { StoredRecord, TenantId } from './state/record-store.ts';
import { isUuid } from './validation/string-formats.ts';
import { validateBody } from './validation/validate-body.ts';

export interface DispatchInput {
  readonly key: OperationNumber;
  readonly op: OperationSpec;
  /** Undefined only for an anonymous call to a public operation. */
  readonly tenantId: TenantId | undefined;
  readonly rawParam: string | undefined;
  /** The parsed JSON body; undefined when none was sent (treated as `{}`). */
  readonly body: unknown;
  readonly config: ServerConfig;
}

const ALL_TENANTS: readonly TenantId[] = ['a', 'b'];

function act(action: FaultAction): Outcome {
  switch (action.kind) {
    case 'server-error':
      return fail(500, action.message);
    case 'drop':
      return { kind: 'drop' };
    default:
      return action satisfies never;
  }
}

function lookup(input: DispatchInput, id: string): StoredRecord | undefined {
  const { op, config, tenantId, key } = input;
  if (!op.param) return undefined;
  // A public operation has no tenant to scope by; an authenticated one sees only its own records.
  let scope: readonly TenantId[] = ALL_TENANTS;
  if (op.auth === 'required' && tenantId) {
    scope = [tenantId];
    for (const fault of config.faults) scope = fault.lookupTenants?.(key, tenantId) ?? scope;
  }
  for (const t of scope) {
    const record = config.state.tenants[t].collections[op.param.collection].get(id);
    if (record) return record;
  }
  return undefined;
}

export function dispatch(input: DispatchInput): Outcome {
  const { op, config, key } = input;
  let id: string | undefined;
  if (op.param) {
    id = decodeSegment(input.rawParam ?? '');
    if (!isUuid(id)) return fail(400, [`${op.param.name} must be a UUID`], 'validation');
  }

  let body: Record<string, unknown> = {};
  if (op.body) {
    let value = input.body === undefined ? {} : input.body;
    for (const fault of config.faults) {
      const action = fault.inspectBody?.(value);
      if (action) return act(action);
    }
    for (const regression of config.regressions) value = regression.rewriteBody?.(value, op) ?? value;
    const messages = validateBody(op.body, value);
    if (messages.length > 0) return fail(400, messages, 'validation');
    body = value as Record<string, unknown>;
  }

  let record: StoredRecord | undefined;
  if (op.param && id !== undefined) {
    record = lookup(input, id);
    if (!record) {
      for (const fault of config.faults) {
        const action = fault.onUnknownId?.(key);
        if (action) return act(action);
      }
      let status: ErrorStatus = 404;
      for (const regression of config.regressions) status = regression.unknownIdStatus?.(key) ?? status;
      return fail(status, `${op.param.label} not found`);
    }
  }

  const tenant = input.tenantId ? config.state.tenants[input.tenantId] : undefined;
  const result = op.handle({ tenant, record, body, state: config.state, now: new Date() });
  switch (result.kind) {
    case 'ok':
      return { kind: 'json', status: op.successStatus, body: result.body };
    case 'not-found':
      return fail(404, result.message);
    default:
      return result satisfies never;
  }
}
