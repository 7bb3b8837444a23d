/**
 * @module Starts the spring server (see `rules.ts`) with two tenants and its published truth.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle, SeededIds } from '../../../src/sandbox/server-truth.ts';
import { bind } from './bind.ts';
import { SPRING_RULES } from './rules.ts';
import { springTruth } from './truth.ts';

function seeded(): SeededIds {
  const id = () => `${randomBytes(4).readUInt32BE(0)}`;
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

export async function startSpringServer(): Promise<ReferenceServerHandle> {
  const tokens = {
    a: `spr-a-${randomBytes(8).toString('hex')}`,
    b: `spr-b-${randomBytes(8).toString('hex')}`,
  };
  const ids = seeded();
  const idsB = seeded();
  let next = 1;
  const routes = Object.values(SPRING_RULES).map((rule) => ({
    rule,
    pattern: new RegExp(`^${rule.path.replace(/\/$/, '').replace(/\{\w+\}/, '([^/]+)')}/?$`),
  }));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        const text = body === undefined ? '' : JSON.stringify(body);
        res.writeHead(status, {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        });
        res.end(text);
      };
      const error = (status: number, extra: Record<string, unknown> = {}) =>
        send(status, {
          timestamp: new Date().toISOString(),
          status,
          error: status === 400 ? 'Bad Request' : 'Not Found',
          path: url.pathname,
          ...extra,
        });
      const match = routes
        .map((r) => ({ r, m: r.pattern.exec(url.pathname) }))
        .find((x) => x.m && x.r.rule.method === req.method);
      if (!match?.m) return error(404);
      const rule = match.r.rule;
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const tenant = token === tokens.a ? 'a' : token === tokens.b ? 'b' : undefined;
      if (rule.auth === 'required' && tenant === undefined)
        return send(401, undefined, { 'www-authenticate': 'Bearer' });
      let value: Record<string, unknown> = {};
      if (rule.fields !== undefined) {
        if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return error(415);
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return error(400);
        }
        const bound = bind(rule, parsed);
        if (bound.kind === 'unreadable') return error(400);
        if (bound.kind === 'invalid')
          return error(400, { message: 'Validation failed', errors: bound.errors });
        value = bound.value;
      }
      const id = match.m[1];
      if (rule.idKind !== undefined) {
        const known =
          tenant === undefined
            ? [ids[rule.idKind], idsB[rule.idKind]]
            : [(tenant === 'a' ? ids : idsB)[rule.idKind]];
        if (!known.includes(id ?? '')) return error(404);
      }
      if (rule.successStatus === 204) return send(204);
      const body = Object.fromEntries(
        Object.keys(rule.response ?? {}).map((k) => [k, k === 'id' ? next++ : (value[k] ?? id ?? 'x')]),
      );
      return send(rule.successStatus, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    ids,
    idsB,
    truth: springTruth(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
