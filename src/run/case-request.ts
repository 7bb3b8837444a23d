/**
 * @module A case as an HTTP request: the path template filled in, the body and the credential.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import type { Case } from '../core/case.ts';
import type { SendRequest } from '../http/client.ts';

/** Percent-encodes a path value but keeps sequences a case deliberately pre-encoded (`%2e%2e%2f`). */
export function encodePathValue(value: string): string {
  return encodeURIComponent(value).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
}

export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodePathValue(params[name] ?? `missing-${name}`),
  );
}

export function caseRequest(op: NumberedOperation, c: Case): SendRequest {
  return {
    method: op.method,
    path: fillPath(op.path, c.pathParams),
    auth: c.auth,
    body: c.body,
    operation: op.number,
    label: c.id,
  };
}
