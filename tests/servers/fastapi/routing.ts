/**
 * @module Starlette's router over the rules table: paths exact and case-sensitive, `HEAD` served
 * by GET routes, a path whose only fault is its trailing slash redirected (`redirect_slashes`: a
 * 307 to the other variant, absolute, query kept), a known path with another method 405.
 */
import { createModelRouter } from '../shared/model-router.ts';
import type { OperationNumber } from '../shared/rules.ts';
import { FASTAPI_RULES, type FastapiOperation } from './rules.ts';

export type FastapiRoute =
  | {
      readonly kind: 'match';
      readonly op: OperationNumber;
      readonly rule: FastapiOperation;
      readonly id: string;
    }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'wrong_method'; readonly allow: string }
  | { readonly kind: 'none' };

// Matched with or without the trailing slash; a mismatch with the table is the redirect.
const loose = createModelRouter<FastapiOperation>(FASTAPI_RULES, {
  caseInsensitive: false,
  param: /^[^/]+$/,
});

export function routeRequest(
  method: string | undefined,
  url: string | undefined,
  host: string,
): FastapiRoute {
  const [path = '', query] = (url ?? '').split(/\?(.*)/s);
  const found = loose(method === 'HEAD' ? 'GET' : method, url);
  if (found.kind === 'none') return found;
  const wantsSlash = FASTAPI_RULES[found.op].path.endsWith('/');
  if (path.endsWith('/') !== wantsSlash) {
    const other = wantsSlash ? `${path}/` : path.slice(0, -1);
    return { kind: 'redirect', location: `http://${host}${other}${query === undefined ? '' : `?${query}`}` };
  }
  return found;
}
