/**
 * @module Matches a request line to an operation of the table. Paths match exactly (case-sensitive);
 * a trailing slash is optional, as in Express's non-strict routing; the query string is ignored.
 */

export interface Route<Key extends string> {
  readonly key: Key;
  readonly method: string;
  readonly path: string;
}

export interface RouteMatch<Key extends string> {
  readonly key: Key;
  /** The raw (still percent-encoded) value of the template's single placeholder, if any. */
  readonly param: string | undefined;
}

interface Compiled<Key extends string> {
  readonly key: Key;
  readonly method: string;
  readonly segments: readonly string[];
  readonly paramIndex: number;
}

function split(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/');
}

export function createRouter<Key extends string>(routes: readonly Route<Key>[]) {
  const compiled: Compiled<Key>[] = routes.map((r) => {
    const segments = split(r.path);
    return {
      key: r.key,
      method: r.method,
      segments,
      paramIndex: segments.findIndex((s) => s.startsWith('{')),
    };
  });
  return (method: string, pathname: string): RouteMatch<Key> | undefined => {
    const segments = split(pathname);
    for (const route of compiled) {
      if (route.method !== method || route.segments.length !== segments.length) continue;
      const matches = route.segments.every((s, i) =>
        i === route.paramIndex ? (segments[i] ?? '') !== '' : s === segments[i],
      );
      if (matches)
        return { key: route.key, param: route.paramIndex < 0 ? undefined : segments[route.paramIndex] };
    }
    return undefined;
  };
}

/** The path of a request target without its query string. */
export function pathnameOf(url: string | undefined): string {
  const target = url ?? '/';
  const q = target.indexOf('?');
  return q < 0 ? target : target.slice(0, q);
}

/** Percent-decodes a path segment; a malformed escape leaves it as sent (it then fails UUID checks). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
