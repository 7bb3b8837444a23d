/**
 * @module The pipeline of the servers that validate a flat rules table (terse, legacy, the broken
 * server's healthy side): admission (a rate limit) → body read → route and method → auth → body
 * size → [record lookup, for a server that looks first] → JSON → first violation → record lookup →
 * success. Each step is answered in the server's own words (`TableWords`); the order is shared.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { firstViolation, type ValidationStyle, type Violation } from './first-violation.ts';
import { readBody } from './read-body.ts';
import { RESPONDERS } from './responders.ts';
import type { RouteMatch } from './route-match.ts';
import type { OperationNumber, OperationRule } from './rules.ts';
import { bearerToken, type TenantDirectory } from './tenants.ts';

type Send = (response: ServerResponse) => void;

export interface TableWords<Rule extends OperationRule> {
  readonly style: ValidationStyle;
  /** Which body types are read as JSON; absent: any (as PHP reads `php://input`). */
  readonly isJson?: (contentType: string | undefined) => boolean;
  /** Parses the body as sent, not trimmed (PHP's `json_decode` of the raw input). */
  readonly untrimmed?: boolean;
  /** Looks the record up before reading the body (a controller that loads it first). */
  readonly lookupFirst?: boolean;
  readonly noRoute: Send;
  readonly noToken: (response: ServerResponse, token: string | undefined) => void;
  readonly tooLarge: Send;
  readonly notJson: Send;
  readonly badJson: Send;
  readonly invalid: (response: ServerResponse, violation: Violation, rule: Rule) => void;
  readonly notFound: (response: ServerResponse, rule: Rule) => void;
  readonly success: (response: ServerResponse, rule: Rule, result: Record<string, unknown>) => void;
  /** A handler that threw (never a 5xx from these servers: their catch-all answers). */
  readonly unexpected: Send;
}

export interface TableServer<Rule extends OperationRule> {
  readonly words: TableWords<Rule>;
  readonly route: (method: string | undefined, url: string | undefined) => RouteMatch<Rule> | undefined;
  readonly tenants: TenantDirectory;
  readonly maxBodyBytes: number;
  /** Runs as the request arrives; a refusal is sent once the body has been read. */
  readonly admit?: (response: ServerResponse, tenant: string | undefined) => Send | undefined;
  /** Rewrites a success result (a regression). */
  readonly respond?: (op: OperationNumber, result: Record<string, unknown>) => Record<string, unknown>;
  /** The handler crashes on this valid body and answers with this sender. */
  readonly crash?: (op: OperationNumber, body: unknown) => Send | undefined;
}

export function tableHandler<Rule extends OperationRule>(server: TableServer<Rule>) {
  const { words, tenants } = server;
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    const refusal = server.admit?.(response, tenant?.name);
    const read = await readBody(request, server.maxBodyBytes);
    if (read.kind === 'aborted') return;
    if (refusal !== undefined) return refusal(response);
    const match = server.route(request.method, request.url);
    if (match === undefined || match.rule.method !== request.method) return words.noRoute(response);
    const { op, rule, id } = match;
    if (rule.auth === 'required' && tenant === undefined) return words.noToken(response, token);
    if (read.kind === 'too_large') return words.tooLarge(response);
    const found = () =>
      rule.idKind === undefined || (id !== undefined && tenants.sees(tenant, rule.idKind, id));
    if (words.lookupFirst && !found()) return words.notFound(response, rule);
    let body: unknown;
    if (rule.body.kind === 'object') {
      const raw = read.bytes.toString('utf8');
      const text = words.untrimmed ? raw : raw.trim();
      if (text !== '' && words.isJson?.(request.headers['content-type']) === false)
        return words.notJson(response);
      try {
        body = text.trim() === '' ? {} : JSON.parse(text);
      } catch {
        return words.badJson(response);
      }
      const violation = firstViolation(body, rule.body, words.style);
      if (violation !== undefined) return words.invalid(response, violation, rule);
      const crash = server.crash?.(op, body);
      if (crash !== undefined) return crash(response);
    }
    if (!found()) return words.notFound(response, rule);
    const result = RESPONDERS[op]({ tenant, tenants, id, body });
    words.success(response, rule, server.respond?.(op, result) ?? result);
  }
  return (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) words.unexpected(response);
      else response.destroy();
    });
  };
}
