/**
 * @module Express-style routing over the rules table: case-insensitive paths, an optional trailing
 * slash either way, and path parameters decoded with `decodeURIComponent` (a bad escape is a 400).
 */
import type { OperationNumber } from '../shared/rules.ts';
import { ZOD_RULES } from './rules.ts';
import type { ZodOperationRule } from './vocabulary.ts';

export type RouteResult =
  | {
      readonly kind: 'match';
      readonly op: OperationNumber;
      readonly rule: ZodOperationRule;
      /** The decoded path parameter, when the template has one. */
      readonly param: { readonly name: string; readonly value: string } | undefined;
    }
  | { readonly kind: 'bad_encoding'; readonly raw: string }
  | { readonly kind: 'none' };

interface Route {
  readonly op: OperationNumber;
  readonly rule: ZodOperationRule;
  readonly pattern: RegExp;
  readonly paramName: string | undefined;
}

const ROUTES: readonly Route[] = (Object.entries(ZOD_RULES) as [OperationNumber, ZodOperationRule][]).map(
  ([op, rule]) => {
    const source = rule.path
      .replace(/\/$/, '')
      .split(/\{\w+\}/)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+?)');
    return {
      op,
      rule,
      pattern: new RegExp(`^${source}/?$`, 'i'),
      paramName: /\{(\w+)\}/.exec(rule.path)?.[1],
    };
  },
);

export function route(method: string | undefined, url: string | undefined): RouteResult {
  const path = (url ?? '').split('?')[0] ?? '';
  for (const { op, rule, pattern, paramName } of ROUTES) {
    if (rule.method !== method) continue;
    const found = pattern.exec(path);
    if (found === null) continue;
    const raw = found[1];
    if (paramName === undefined || raw === undefined) return { kind: 'match', op, rule, param: undefined };
    try {
      return { kind: 'match', op, rule, param: { name: paramName, value: decodeURIComponent(raw) } };
    } catch {
      return { kind: 'bad_encoding', raw };
    }
  }
  return { kind: 'none' };
}
