/**
 * @module Routing over a model server's rules table: the trailing slash optional (or exactly as
 * the table writes it, Django's way), paths matched case-sensitively (Rails) or not (ASP.NET), the
 * path parameter held to a pattern (an ASP.NET route constraint such as `{dealId:guid}`: anything
 * else matches no route). A known path with the wrong method is told apart, for servers that answer
 * it 405 (or that authenticate first, and so need to know whose path it is).
 */
import type { ModelOperation } from './model-rules.ts';
import type { OperationNumber } from './rules.ts';

/** The fields routing reads; a server's own rule type may carry more. */
type Routed = Pick<ModelOperation, 'method' | 'path'>;

export type ModelRoute<Rule extends Routed = ModelOperation> =
  | {
      readonly kind: 'match';
      readonly op: OperationNumber;
      readonly rule: Rule;
      readonly id: string;
    }
  | { readonly kind: 'wrong_method'; readonly allow: string; readonly op: OperationNumber }
  | { readonly kind: 'none' };

export interface RouterOptions {
  readonly caseInsensitive: boolean;
  /** What a path parameter must look like to match its route. */
  readonly param: RegExp;
  /** `exact`: only the path as the table writes it (default: with or without a trailing slash). */
  readonly trailingSlash?: 'optional' | 'exact';
}

/** `Rule` is named by the caller (default `ModelOperation`), never inferred from a literal table. */
export function createModelRouter<Rule extends Routed = ModelOperation>(
  rules: Readonly<Record<OperationNumber, NoInfer<Rule>>>,
  options: RouterOptions,
): (method: string | undefined, url: string | undefined) => ModelRoute<Rule> {
  const exact = options.trailingSlash === 'exact';
  const routes = (Object.entries(rules) as [OperationNumber, Rule][]).map(([op, rule]) => {
    const source = (exact ? rule.path : rule.path.replace(/\/$/, ''))
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    const pattern = new RegExp(`^${source}${exact ? '' : '/?'}$`, options.caseInsensitive ? 'i' : '');
    return { op, rule, pattern };
  });
  return (method, url) => {
    const path = (url ?? '').split('?')[0] ?? '';
    const allowed: string[] = [];
    let pathOf: OperationNumber | undefined;
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
        pathOf ??= op;
        continue;
      }
      return { kind: 'match', op, rule, id };
    }
    return pathOf === undefined
      ? { kind: 'none' }
      : { kind: 'wrong_method', allow: allowed.join(', '), op: pathOf };
  };
}
