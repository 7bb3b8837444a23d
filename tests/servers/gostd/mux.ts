/**
 * @module Go 1.22's `ServeMux` in front of the handlers: the request path percent-decoded and
 * cleaned (`.`/`..` segments, `//`), a 301 to the cleaned path when they differ, then the method
 * patterns (a wildcard takes one non-empty segment; a pattern ending in `/` matches only itself, as
 * if written with `{$}`; GET patterns answer HEAD too). Unknown path → 404, other method → 405.
 */
import { posix } from 'node:path';
import { createModelRouter, type ModelRoute } from '../shared/model-router.ts';
import { GOSTD_ROUTES } from './rules.ts';
import type { GoRoute } from './vocabulary.ts';

export type MuxResult =
  /** The URL would not parse in Go (a bad `%` escape): the server's own 400. */
  | { readonly kind: 'bad_request' }
  | { readonly kind: 'moved'; readonly location: string }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'method_not_allowed'; readonly allow: string }
  | Extract<ModelRoute<GoRoute>, { kind: 'match' }>;

const route = createModelRouter<GoRoute>(GOSTD_ROUTES, {
  caseInsensitive: false,
  param: /^[\s\S]+$/,
  trailingSlash: 'exact',
});

/** `url.PathUnescape`, with invalid UTF-8 read as U+FFFD. */
function pathUnescape(escaped: string): string {
  return escaped.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    Buffer.from(run.replace(/%/g, ''), 'hex').toString('utf8'),
  );
}

/** `url.URL{Path: p}.EscapedPath()`: bytes outside Go's path-safe set as `%XX`. */
function escapePath(path: string): string {
  let out = '';
  for (const byte of Buffer.from(path, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~$&+,/:;=@]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `cleanPath`: `path.Clean`, keeping a trailing slash. */
function cleanPath(path: string): string {
  return posix.normalize(path.startsWith('/') ? path : `/${path}`);
}

export function serveMux(method: string, url: string | undefined): MuxResult {
  const target = url ?? '/';
  const at = target.indexOf('?');
  const escaped = at < 0 ? target : target.slice(0, at);
  const query = at < 0 ? '' : target.slice(at + 1);
  if (/%(?![0-9a-fA-F]{2})/.test(escaped)) return { kind: 'bad_request' };
  const path = pathUnescape(escaped);
  const cleaned = cleanPath(path);
  if (cleaned !== path) {
    return { kind: 'moved', location: `${escapePath(cleaned)}${query === '' ? '' : `?${query}`}` };
  }
  const found = route(method === 'HEAD' ? 'GET' : method, escaped);
  switch (found.kind) {
    case 'match':
      return found;
    case 'wrong_method': {
      const methods = found.allow.split(', ').flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
      return { kind: 'method_not_allowed', allow: [...new Set(methods)].sort().join(', ') };
    }
    case 'none':
      return { kind: 'not_found' };
    default:
      return found satisfies never;
  }
}
