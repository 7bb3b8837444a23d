/**
 * @module Starts the lax server (see `rules.ts`) with two tenants and its published truth.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle, SeededIds, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { LAX_RULES, type LaxRule } from './rules.ts';
import { laxTruth } from './truth.ts';
import { validate } from './validate.ts';

function seeded(): SeededIds {
  const id = () => `${10_000 + Math.floor(Math.random() * 80_000)}`;
  return {
    REPORT_ID: id(),
    RECORD_ID: id(),
    DEAL_ID: id(),
    OPPORTUNITY_ID: id(),
    SESSION_ID: id(),
    RMA_ID: id(),
    CONTACT_ID: id(),
  };
}

export async function startLaxServer(): Promise<ReferenceServerHandle> {
  const tokens = {
    a: `lax-a-${randomBytes(8).toString('hex')}`,
    b: `lax-b-${randomBytes(8).toString('hex')}`,
  };
  const ids = seeded();
  const idsB = seeded();
  const routes = Object.values(LAX_RULES).map((rule) => ({
    rule,
    // FastAPI style: routes without a trailing slash; the slashed form is redirected (307).
    pattern: new RegExp(`^${rule.path.replace(/\/$/, '').replace(/\{\w+\}/, '([^/]+)')}$`),
  }));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        const text = body === undefined ? '' : JSON.stringify(body);
        res.writeHead(status, {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        });
        res.end(text);
      };
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        return send(307, undefined, { location: `http://${req.headers.host}${url.pathname.slice(0, -1)}` });
      }
      const match = routes
        .map((r) => ({ r, m: r.pattern.exec(url.pathname) }))
        .find((x) => x.m && x.r.rule.method === req.method);
      if (!match?.m) return send(404, { detail: 'Not Found' });
      const rule: LaxRule = match.r.rule;
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const tenant = token === tokens.a ? 'a' : token === tokens.b ? 'b' : undefined;
      if (rule.auth === 'required' && tenant === undefined) {
        return send(401, { detail: 'Not authenticated' }, { 'www-authenticate': 'Bearer' });
      }
      let body: unknown = {};
      const text = Buffer.concat(chunks).toString('utf8');
      if (rule.fields !== undefined && text !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          return send(422, {
            detail: [{ type: 'json_invalid', loc: ['body', 0], msg: 'JSON decode error' }],
          });
        }
      }
      if (rule.fields !== undefined) {
        const errors = validate(rule, body);
        if (errors.length > 0) return send(422, { detail: errors });
      }
      const id = match.m[1];
      if (rule.idKind !== undefined) {
        const own = tenant === 'b' ? idsB : ids;
        const known = tenant === undefined ? [ids[rule.idKind], idsB[rule.idKind]] : [own[rule.idKind]];
        if (!known.includes(id ?? '')) return send(404, { detail: 'Not Found' });
      }
      const result = rule.respond(body as Record<string, unknown>, id);
      return send(rule.successStatus, result);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const truth: ServerTruth = laxTruth();
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    ids,
    idsB,
    truth,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
