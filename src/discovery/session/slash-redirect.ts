/**
 * @module A redirect to the same path with or without its trailing slash (FastAPI, Django) is not an
 * answer about the request: the operation is probed at the twin path instead.
 */
import type { Exchange } from '../../core/exchange.ts';

/** The same path with its trailing slash toggled (a query string is kept). */
export function twin(path: string): string {
  const [pathname = '', query] = path.split('?');
  const toggled = pathname.endsWith('/') ? pathname.slice(0, -1) : `${pathname}/`;
  return query === undefined ? toggled : `${toggled}?${query}`;
}

/** Whether `exchange` redirected `sent` to its trailing-slash twin on the same origin. */
export function isSlashRedirect(exchange: Exchange, sent: string, base: URL): boolean {
  const res = exchange.response;
  if (res === undefined || ![301, 302, 307, 308].includes(res.status)) return false;
  const location = res.headers.location;
  if (location === undefined) return false;
  let target: URL;
  try {
    target = new URL(location, base);
  } catch {
    return false;
  }
  const sentPath = new URL(sent, base).pathname;
  return (
    target.origin === base.origin && target.pathname !== sentPath && target.pathname.endsWith(twin(sentPath))
  );
}
