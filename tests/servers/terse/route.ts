/**
 * @module Matches a request line against the rules table's method + path templates. A trailing
 * slash is optional; anything that matches no template is the server's plain-text 404.
 */
import type { OperationNumber } from '../shared/rules.ts';
import type { TerseRule } from './rules.ts';

export interface RouteMatch {
  readonly op: OperationNumber;
  readonly rule: TerseRule;
  /** The raw path id, when the template has a parameter. */
  readonly id: string | undefined;
}

export type Router = (method: string | undefined, url: string | undefined) => RouteMatch | undefined;

export function compileRouter(table: Readonly<Record<OperationNumber, TerseRule>>): Router {
  const routes = (Object.entries(table) as [OperationNumber, TerseRule][]).map(([op, rule]) => {
    const trimmed = rule.path.replace(/\/$/, '');
    const source = trimmed
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    return { op, rule, pattern: new RegExp(`^${source}/?$`) };
  });
  return (method, url) => {
    const path = (url ?? '').split('?')[0] ?? '';
    for (const { op, rule, pattern } of routes) {
      if (rule.method !== method) continue;
      const found = pattern.exec(path);
      if (found !== null) return { op, rule, id: found[1] };
    }
    return undefined;
  };
}
