/**
 * @module The table of a server that writes its fields as the truth states them (`FieldTruth`, its
 * `required` list being what the service insists on): the row laid over the shared routes, auth
 * where the document shows `Authorization` unless the row says otherwise, and the truth derived
 * from the rows. The lax and spring servers cover a subset of the document's operations this way.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FieldTruth,
  OperationTruth,
  ReferenceServerHandle,
  ServerTruth,
  TruthFieldType,
} from '../../../src/sandbox/server-truth.ts';
import { readBody } from './read-body.ts';
import { ROUTES, type Route } from './routes.ts';
import type { OperationNumber } from './rules.ts';
import { startOnLoopback } from './start-on-loopback.ts';
import { TenantDirectory } from './tenants.ts';

export interface FieldTableOperation extends Route {
  readonly auth: 'required' | 'none';
  readonly successStatus: 200 | 201 | 204;
  readonly fields?: Readonly<Record<string, FieldTruth>>;
  readonly required?: readonly string[];
  /** Top-level fields of the success body, all always present. */
  readonly response?: Readonly<Record<string, TruthFieldType>>;
}

/** One row: the route of operation `op` with the server's own conventions (200 unless stated). */
export function onFieldRoute<Row extends FieldTableOperation>(
  op: OperationNumber,
  own: Omit<Row, keyof Route | 'auth' | 'successStatus'> &
    Partial<Pick<FieldTableOperation, 'auth' | 'successStatus'>>,
): Row {
  const auth = ROUTES[op].documentedAuth ? 'required' : 'none';
  return { ...ROUTES[op], auth, successStatus: 200, ...own } as Row;
}

function operationTruth(rule: FieldTableOperation, validationStatus: number): OperationTruth {
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' && { noTokenStatus: 401 }),
    successStatus: rule.successStatus,
    ...(rule.fields !== undefined && {
      validationStatus,
      request: { properties: rule.fields, required: rule.required ?? [], additionalProperties: true },
    }),
    ...(rule.idKind !== undefined && { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && rule.fields !== undefined && { getBody: 'honored' as const }),
    ...(rule.response !== undefined && {
      responseFields: Object.fromEntries(
        Object.entries(rule.response).map(([k, type]) => [k, { type, required: true }]),
      ),
    }),
  };
}

/** Unknown fields are ignored, JSON errors; 401 without a token, 404 for an unknown id. */
export function fieldTableTruth(
  rules: Readonly<Partial<Record<OperationNumber, FieldTableOperation>>>,
  validationStatus: number,
): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(rules).map(([n, rule]) => [n, operationTruth(rule, validationStatus)]),
    ),
    errorContentType: 'application/json',
  };
}

/** One answer: a status, a JSON body when there is one, extra headers. */
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

/** What a field-table server words its own way; the pipeline around it is shared. */
export interface FieldTableDialect<Rule extends FieldTableOperation> {
  /** FastAPI redirects a slashed path to the bare one (307); Spring matches both. */
  readonly slash: 'redirect' | 'optional';
  readonly notFound: (path: string) => Reply;
  readonly unauthorized: Reply;
  /** Reads an operation's body (it has fields): the value the operation sees, or the refusal. */
  readonly read: (rule: Rule, text: string, contentType: string | undefined, path: string) => Reply | Bound;
  readonly answer: (rule: Rule, value: Record<string, unknown>, id: string | undefined) => Reply;
}

export interface Bound {
  readonly value: Record<string, unknown>;
}

/**
 * Starts a field-table server: body read → route → auth → the dialect's body reading → record
 * check (404) → the dialect's answer. Tokens are `Bearer <token>`, case and spacing exact.
 */
export function startFieldTableServer<Rule extends FieldTableOperation>(
  rules: Readonly<Partial<Record<OperationNumber, Rule>>>,
  validationStatus: number,
  makeId: () => string,
  dialect: FieldTableDialect<Rule>,
): Promise<ReferenceServerHandle> {
  const slash = dialect.slash === 'optional' ? '/?' : '';
  const routes = Object.values(rules).map((rule) => ({
    rule,
    pattern: new RegExp(`^${rule.path.replace(/\/$/, '').replace(/\{\w+\}/, '([^/]+)')}${slash}$`),
  }));
  const tenants = new TenantDirectory(makeId);
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const read = await readBody(req, Number.POSITIVE_INFINITY);
    if (read.kind !== 'ok') return;
    const reply = ({ status, body, headers = {} }: Reply) => {
      res.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (dialect.slash === 'redirect' && path.length > 1 && path.endsWith('/'))
      return reply({ status: 307, headers: { location: `http://${req.headers.host}${path.slice(0, -1)}` } });
    const match = routes
      .map(({ rule, pattern }) => ({ rule, m: pattern.exec(path) }))
      .find((x) => x.m && x.rule.method === req.method);
    if (!match?.m) return reply(dialect.notFound(path));
    const { rule } = match;
    const tenant = tenants.byToken(/^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]);
    if (rule.auth === 'required' && tenant === undefined) return reply(dialect.unauthorized);
    const text = read.bytes.toString('utf8');
    const bound =
      rule.fields === undefined ? { value: {} } : dialect.read(rule, text, req.headers['content-type'], path);
    if (!('value' in bound)) return reply(bound);
    const id = match.m[1];
    if (rule.idKind !== undefined && !tenants.sees(tenant, rule.idKind, id ?? ''))
      return reply(dialect.notFound(path));
    return reply(dialect.answer(rule, bound.value, id));
  };
  const truth = fieldTableTruth(rules, validationStatus);
  return startOnLoopback((req, res) => void handle(req, res), 0, tenants, truth);
}
