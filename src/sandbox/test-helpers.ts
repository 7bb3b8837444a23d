/**
 * @module Helpers for the sandbox's own tests: build a request for any operation from its published
 * truth (a valid body, the path with seeded ids filled in) and check a body against response fields.
 * Test-only; the server never imports this.
 */
import request from 'supertest';
import type { FieldTruth, OperationTruth, ResponseFieldTruth, SeededIds } from './server-truth.ts';

const idKeys: Readonly<Record<string, keyof SeededIds>> = {
  reportId: 'REPORT_ID',
  recordId: 'RECORD_ID',
  dealId: 'DEAL_ID',
  opportunityId: 'OPPORTUNITY_ID',
  sessionId: 'SESSION_ID',
  rmaId: 'RMA_ID',
  contactId: 'CONTACT_ID',
};

/** The path with its placeholder replaced by the seeded id, or by `id` when given. */
export function fillPath(op: OperationTruth, ids: SeededIds, id?: string): string {
  return op.path.replace(/\{(\w+)\}/, (_, name: string) => id ?? ids[idKeys[name] ?? 'REPORT_ID']);
}

/** A value the field's truth accepts. */
export function validValue(name: string, field: FieldTruth, ids: SeededIds): unknown {
  // A body `reportId` must name an existing report (a rule the truth cannot express).
  if (name === 'reportId') return ids.REPORT_ID;
  switch (field.type) {
    case 'string':
      if (field.enum) return field.enum[0];
      if (field.format === 'email') return 'jane.doe@example.com';
      return 'x'.repeat(Math.max(field.minLength ?? 1, 1));
    case 'number':
    case 'integer':
      return field.minimum ?? Math.min(1, field.maximum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return field.type satisfies never;
  }
}

export function validBody(op: OperationTruth, ids: SeededIds, only?: 'required'): Record<string, unknown> {
  const entries = Object.entries(op.request?.properties ?? {}).filter(
    ([name]) => only !== 'required' || op.request?.required.includes(name),
  );
  return Object.fromEntries(entries.map(([name, field]) => [name, validValue(name, field, ids)]));
}

/** Sends `body` (JSON, also on GET) to the operation; `token` undefined sends no Authorization. */
export function call(
  url: string,
  op: Pick<OperationTruth, 'method'>,
  path: string,
  token: string | undefined,
  body?: unknown,
) {
  const agent = request(url);
  let test =
    op.method === 'GET' ? agent.get(path) : op.method === 'POST' ? agent.post(path) : agent.delete(path);
  if (token !== undefined) test = test.set('Authorization', `Bearer ${token}`);
  return body === undefined ? test : test.send(body as object);
}

function hasType(value: unknown, type: ResponseFieldTruth['type']): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === type;
    default:
      return type satisfies never;
  }
}

/** Mismatches between a success body and the truth's response fields (empty when they agree). */
export function responseMismatches(
  body: unknown,
  fields: Readonly<Record<string, ResponseFieldTruth>>,
): string[] {
  if (typeof body !== 'object' || body === null) return ['body is not an object'];
  const record = body as Record<string, unknown>;
  const problems = Object.keys(record)
    .filter((k) => !Object.hasOwn(fields, k))
    .map((k) => `unexpected key ${k}`);
  for (const [name, field] of Object.entries(fields)) {
    if (!Object.hasOwn(record, name)) {
      if (field.required) problems.push(`missing ${name}`);
    } else if (!hasType(record[name], field.type)) problems.push(`${name} is not ${field.type}`);
  }
  return problems;
}
