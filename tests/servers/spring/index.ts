/**
 * @module Starts the spring server (see `rules.ts`) on 127.0.0.1 with two tenants and its published
 * truth: Spring's error body (`timestamp, status, error, path`) for 400 / 404 / 415, a bare 401,
 * 415 for a body that is not JSON, 400 with no detail for what Jackson cannot bind, then bean
 * validation's `errors`, then the record check.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { fieldTableTruth } from '../shared/field-table.ts';
import { readBody } from '../shared/read-body.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { bind } from './bind.ts';
import { SPRING_RULES } from './rules.ts';

const ROUTING = Object.values(SPRING_RULES).map((rule) => ({
  rule,
  pattern: new RegExp(`^${rule.path.replace(/\/$/, '').replace(/\{\w+\}/, '([^/]+)')}/?$`),
}));

export const springTruth = (): ServerTruth => fieldTableTruth(SPRING_RULES, 400);

function handler(tenants: TenantDirectory) {
  let next = 1;
  return async (req: IncomingMessage, res: ServerResponse) => {
    const read = await readBody(req, Number.POSITIVE_INFINITY);
    if (read.kind !== 'ok') return;
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const error = (status: number, extra: Record<string, unknown> = {}) => {
      const name = status === 400 ? 'Bad Request' : 'Not Found';
      send(status, {
        timestamp: new Date().toISOString(),
        status,
        error: name,
        path: url.pathname,
        ...extra,
      });
    };
    const match = ROUTING.map((r) => ({ rule: r.rule, m: r.pattern.exec(url.pathname) })).find(
      (x) => x.m && x.rule.method === req.method,
    );
    if (!match?.m) return error(404);
    const { rule } = match;
    const tenant = tenants.byToken(/^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]);
    if (rule.auth === 'required' && tenant === undefined) {
      return send(401, undefined, { 'www-authenticate': 'Bearer' });
    }
    let value: Record<string, unknown> = {};
    if (rule.fields !== undefined) {
      if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return error(415);
      let parsed: unknown;
      try {
        parsed = JSON.parse(read.bytes.toString('utf8'));
      } catch {
        return error(400);
      }
      const bound = bind(rule, parsed);
      if (bound.kind === 'unreadable') return error(400);
      if (bound.kind === 'invalid') return error(400, { message: 'Validation failed', errors: bound.errors });
      value = bound.value;
    }
    const id = match.m[1];
    if (rule.idKind !== undefined) {
      const own = id ?? '';
      const known =
        tenant === undefined ? tenants.anyOwns(rule.idKind, own) : tenants.owns(tenant, rule.idKind, own);
      if (!known) return error(404);
    }
    if (rule.successStatus === 204) return send(204);
    const keys = Object.keys(rule.response ?? {});
    return send(
      rule.successStatus,
      Object.fromEntries(keys.map((k) => [k, k === 'id' ? next++ : (value[k] ?? id ?? 'x')])),
    );
  };
}

export function startSpringServer(): Promise<ReferenceServerHandle> {
  const tenants = new TenantDirectory(() => `${randomBytes(4).readUInt32BE(0)}`);
  const handle = handler(tenants);
  return startOnLoopback((req, res) => void handle(req, res), 0, tenants, springTruth());
}
