/**
 * @module Starts the lax server (see `rules.ts`) on 127.0.0.1 with two tenants and its published
 * truth: 307 from a slashed path to the bare one (FastAPI's redirect), 404 `{"detail": "Not Found"}`
 * for anything else unknown, 401 `Not authenticated`, 422 `detail` lists, then the record check.
 */
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { fieldTableTruth, type Reply, startFieldTableServer } from '../shared/field-table.ts';
import { LAX_RULES } from './rules.ts';
import { validate } from './validate.ts';

export const laxTruth = (): ServerTruth => fieldTableTruth(LAX_RULES, 422);

const NOT_FOUND: Reply = { status: 404, body: { detail: 'Not Found' } };
const JSON_INVALID = { type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' };

export function startLaxServer(): Promise<ReferenceServerHandle> {
  const makeId = () => `${10_000 + Math.floor(Math.random() * 80_000)}`;
  return startFieldTableServer(LAX_RULES, 422, makeId, {
    slash: 'redirect',
    notFound: () => NOT_FOUND,
    unauthorized: {
      status: 401,
      body: { detail: 'Not authenticated' },
      headers: { 'www-authenticate': 'Bearer' },
    },
    read: (rule, text) => {
      let body: unknown = {};
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        return { status: 422, body: { detail: [JSON_INVALID] } };
      }
      const errors = validate(rule, body);
      return errors.length > 0
        ? { status: 422, body: { detail: errors } }
        : { value: body as Record<string, unknown> };
    },
    answer: (rule, value, id) => ({ status: rule.successStatus, body: rule.respond(value, id) }),
  });
}
