/**
 * @module Finds the operation a request line names in a server's rules table (query ignored), in
 * the server's routing style: by method and path or by path alone (a server that breaks whatever
 * reaches the path), the trailing slash optional or exact, the path id raw or percent-decoded
 * (`lenient`: kept raw when it does not decode; `strict`: then no route matches).
 */
import type { OperationNumber } from './rules.ts';

export interface RoutingStyle {
  readonly byMethod: boolean;
  readonly trailingSlash: 'optional' | 'exact';
  readonly decode: 'raw' | 'lenient' | 'strict';
}

export interface RouteMatch<Rule> {
  readonly op: OperationNumber;
  readonly rule: Rule;
  /** The path id, when the template has a parameter. */
  readonly id: string | undefined;
}

export function routeMatcher<Rule extends { readonly method: string; readonly path: string }>(
  rules: Readonly<Record<OperationNumber, Rule>>,
  style: RoutingStyle,
): (method: string | undefined, url: string | undefined) => RouteMatch<Rule> | undefined {
  const optional = style.trailingSlash === 'optional';
  const routes = (Object.entries(rules) as [OperationNumber, Rule][]).map(([op, rule]) => {
    const source = (optional ? rule.path.replace(/\/$/, '') : rule.path)
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    return { op, rule, pattern: new RegExp(`^${source}${optional ? '/?' : ''}$`) };
  });
  return (method, url) => {
    const path = (url ?? '').split('?')[0] ?? '';
    for (const { op, rule, pattern } of routes) {
      const found = !style.byMethod || rule.method === method ? pattern.exec(path) : null;
      if (found === null) continue;
      const id = found[1] === undefined || style.decode === 'raw' ? found[1] : decoded(found[1]);
      if (id === undefined && found[1] !== undefined) {
        if (style.decode === 'strict') continue;
        return { op, rule, id: found[1] };
      }
      return { op, rule, id };
    }
    return undefined;
  };
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
