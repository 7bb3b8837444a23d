/**
 * @module Routing over a model server's rules table: the trailing slash optional, paths matched
 * case-sensitively (Rails) or not (ASP.NET), the path parameter held to a pattern (an ASP.NET route
 * constraint such as `{dealId:guid}`: anything else matches no route). A known path with the wrong
 * method is told apart, for servers that answer it 405.
 */
import type { ModelOperation } from './model-rules.ts';
import type { OperationNumber } from './rules.ts';

export type ModelRoute =
  | {
      readonly kind: 'match';
      readonly op: OperationNumber;
      readonly rule: ModelOperation;
      readonly id: string;
    }
  | { readonly kind: 'wrong_method'; readonly allow: string }
  | { readonly kind: 'none' };

export interface RouterOptions {
  readonly caseInsensitive: boolean;
  /** What a path parameter must look like to match its route. */
  readonly param: RegExp;
}

export function createModelRouter(
  rules: Readonly<Record<OperationNumber, ModelOperation>>,
  options: RouterOptions,
): (method: string | undefined, url: string | undefined) => ModelRoute {
  const routes = (Object.entries(rules) as [OperationNumber, ModelOperation][]).map(([op, rule]) => {
    const source = rule.path
      .replace(/\/$/, '')
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    return { op, rule, pattern: new RegExp(`^${source}/?$`, options.caseInsensitive ? 'i' : '') };
  });
  return (method, url) => {
    const path = (url ?? '').split('?')[0] ?? '';
    const allowed: string[] = [];
    for (const { op, rule, pattern } of routes) {
      const found = pattern.exec(path);
      if (found === null) continue;
      let id = '';
      try {
        id = found[1] === undefined ? '' : decodeURIComponent(found[1]);
      } catch {
        continue;
      }
      if (found[1] !== undefined && !options.param.test(id)) continue;
      if (rule.method !== method) {
        allowed.push(rule.method);
        continue;
      }
      return { kind: 'match', op, rule, id };
    }
    return allowed.length > 0 ? { kind: 'wrong_method', allow: allowed.join(', ') } : { kind: 'none' };
  };
}
