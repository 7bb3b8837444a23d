/**
 * @module Starts the spring server (see `rules.ts`) on 127.0.0.1 with two tenants and its published
 * truth: Spring's error body (`timestamp, status, error, path`) for 400 / 404 / 415, a bare 401,
 * 415 for a body that is not JSON, 400 with no detail for what Jackson cannot bind, then bean
 * validation's `errors`, then the record check.
 */
import { randomBytes } from 'node:crypto';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { fieldTableTruth, type Reply, startFieldTableServer } from '../shared/field-table.ts';
import { bind } from './bind.ts';
import { SPRING_RULES } from './rules.ts';

export const springTruth = (): ServerTruth => fieldTableTruth(SPRING_RULES, 400);

/** Spring Boot's error body; its reason phrase is `Not Found` for any status but 400. */
const error = (status: number, path: string, extra: Record<string, unknown> = {}): Reply => ({
  status,
  body: {
    timestamp: new Date().toISOString(),
    status,
    error: status === 400 ? 'Bad Request' : 'Not Found',
    path,
    ...extra,
  },
});

export function startSpringServer(): Promise<ReferenceServerHandle> {
  let next = 1;
  return startFieldTableServer(SPRING_RULES, 400, () => `${randomBytes(4).readUInt32BE(0)}`, {
    slash: 'optional',
    notFound: (path) => error(404, path),
    unauthorized: { status: 401, headers: { 'www-authenticate': 'Bearer' } },
    read: (rule, text, contentType, path) => {
      if (!/^application\/json/.test(contentType ?? '')) return error(415, path);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return error(400, path);
      }
      const bound = bind(rule, parsed);
      if (bound.kind === 'unreadable') return error(400, path);
      if (bound.kind === 'invalid')
        return error(400, path, { message: 'Validation failed', errors: bound.errors });
      return { value: bound.value };
    },
    answer: (rule, value, id) => {
      if (rule.successStatus === 204) return { status: 204 };
      const keys = Object.keys(rule.response ?? {});
      const body = Object.fromEntries(keys.map((k) => [k, k === 'id' ? next++ : (value[k] ?? id ?? 'x')]));
      return { status: rule.successStatus, body };
    },
  });
}
