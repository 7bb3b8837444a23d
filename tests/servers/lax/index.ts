/**
 * @module Starts the lax server (see `rules.ts`) on 127.0.0.1 with two tenants and its published
 * truth: 307 from a slashed path to the bare one (FastAPI's redirect), 404 `{"detail": "Not Found"}`
 * for anything else unknown, 401 `Not authenticated`, 422 `detail` lists, then the record check.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { fieldTableTruth } from '../shared/field-table.ts';
import { readBody } from '../shared/read-body.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { LAX_RULES } from './rules.ts';
import { validate } from './validate.ts';

const RULES = Object.values(LAX_RULES);
// FastAPI style: routes without a trailing slash; the slashed form is redirected (307).
const ROUTING = RULES.map((rule) => ({
  rule,
  pattern: new RegExp(`^${rule.path.replace(/\/$/, '').replace(/\{\w+\}/, '([^/]+)')}$`),
}));

export const laxTruth = (): ServerTruth => fieldTableTruth(LAX_RULES, 422);

function handler(tenants: TenantDirectory) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const read = await readBody(req, Number.POSITIVE_INFINITY);
    if (read.kind !== 'ok') return;
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      return send(307, undefined, { location: `http://${req.headers.host}${url.pathname.slice(0, -1)}` });
    }
    const match = ROUTING.map((r) => ({ rule: r.rule, m: r.pattern.exec(url.pathname) })).find(
      (x) => x.m && x.rule.method === req.method,
    );
    if (!match?.m) return send(404, { detail: 'Not Found' });
    const { rule } = match;
    const tenant = tenants.byToken(/^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]);
    if (rule.auth === 'required' && tenant === undefined) {
      return send(401, { detail: 'Not authenticated' }, { 'www-authenticate': 'Bearer' });
    }
    let body: unknown = {};
    const text = read.bytes.toString('utf8');
    if (rule.fields !== undefined && text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        return send(422, { detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }] });
      }
    }
    const errors = rule.fields === undefined ? [] : validate(rule, body);
    if (errors.length > 0) return send(422, { detail: errors });
    const id = match.m[1] ?? '';
    if (rule.idKind !== undefined) {
      const known =
        tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id);
      if (!known) return send(404, { detail: 'Not Found' });
    }
    return send(rule.successStatus, rule.respond(body as Record<string, unknown>, match.m[1]));
  };
}

export function startLaxServer(): Promise<ReferenceServerHandle> {
  const tenants = new TenantDirectory(() => `${10_000 + Math.floor(Math.random() * 80_000)}`);
  const handle = handler(tenants);
  return startOnLoopback((req, res) => void handle(req, res), 0, tenants, laxTruth());
}
