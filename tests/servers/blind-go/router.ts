/**
 * @module Gin-style routing: the URL path is percent-decoded first (a bad escape is net/http's plain
 * 400), templates match exactly and case-sensitively, and a path that differs from a route only by
 * a trailing slash is redirected to it (301 for GET, 307 otherwise), as `RedirectTrailingSlash` does.
 * A wrong method is a 404 too (`HandleMethodNotAllowed` is off by default). Record ids are int64
 * keys from one sequence per table (`4211`, `4212`, …), sent in paths as decimal strings and parsed
 * with `strconv.ParseInt(s, 10, 64)`, so `+4211` and `04211` name record 4211 too, and `x` is a 400
 * with Go's parse error.
 */
import { randomInt } from 'node:crypto';
import { goQuote } from '../shared/go-json.ts';
import type { IdKind, OperationNumber } from '../shared/rules.ts';
import { GO_RULES } from './rules.ts';
import type { GoOperationRule, GoStruct } from './vocabulary.ts';

export interface GoOperation {
  readonly op: OperationNumber;
  readonly rule: GoOperationRule;
  /** The request struct, when the handler binds the body. */
  readonly struct: GoStruct | undefined;
}

export const GO_OPERATIONS: readonly GoOperation[] = (
  Object.entries(GO_RULES) as [OperationNumber, GoOperationRule][]
).map(([op, rule]) => ({ op, rule, struct: rule.body.kind === 'bind' ? rule.body.struct : undefined }));

export type GoRoute =
  | { readonly kind: 'match'; readonly operation: GoOperation; readonly param: string | undefined }
  | { readonly kind: 'redirect'; readonly status: 301 | 307; readonly location: string }
  | { readonly kind: 'bad_path' }
  | { readonly kind: 'none' };

const PATTERNS = GO_OPERATIONS.map((operation) => {
  const source = operation.rule.path
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return { operation, pattern: new RegExp(`^${source}$`) };
});

function find(method: string | undefined, path: string) {
  for (const { operation, pattern } of PATTERNS) {
    if (operation.rule.method !== method) continue;
    const found = pattern.exec(path);
    if (found !== null) return { operation, param: found[1] };
  }
  return undefined;
}

export function route(method: string | undefined, url: string | undefined): GoRoute {
  const [rawPath = '', query] = (url ?? '').split(/\?(.*)/s, 2);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad_path' };
  }
  const exact = find(method, path);
  if (exact !== undefined) return { kind: 'match', ...exact };
  const toggled = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
  if (toggled !== '' && find(method, toggled) !== undefined) {
    const location = `${toggled}${query === undefined ? '' : `?${query}`}`;
    return { kind: 'redirect', status: method === 'GET' ? 301 : 307, location };
  }
  return { kind: 'none' };
}

/** A fresh id maker: per kind, a random start in 1000–8999, then +1 per record. */
export function idSequences(): (kind: IdKind) => string {
  const next = new Map<IdKind, number>();
  return (kind) => {
    const id = next.get(kind) ?? randomInt(1000, 9000);
    next.set(kind, id + 1);
    return String(id);
  };
}

export type ParsedId =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly error: string };

export function parseInt64(text: string): ParsedId {
  const fail = (why: string): ParsedId => ({
    ok: false,
    error: `strconv.ParseInt: parsing ${goQuote(text)}: ${why}`,
  });
  if (!/^[+-]?\d+$/.test(text)) return fail('invalid syntax');
  const value = BigInt(text);
  return value < -(2n ** 63n) || value > 2n ** 63n - 1n ? fail('value out of range') : { ok: true, value };
}
