/**
 * @module The legacy front controller: the path (trailing slash optional, query ignored) and the
 * method pick one operation; anything else is "Unknown method".
 */
import type { OperationNumber } from '../shared/rules.ts';
import { LEGACY_RULES } from './rules.ts';

export interface LegacyRoute {
  readonly op: OperationNumber;
  readonly id: string | undefined;
}

const ROUTES = (Object.keys(LEGACY_RULES) as OperationNumber[]).map((op) => {
  const rule = LEGACY_RULES[op];
  const pattern = rule.path.replace(/\/$/, '').replace(/\{\w+\}/, '([^/]+)');
  return { op, method: rule.method, pattern: new RegExp(`^${pattern}/?$`) };
});

export function route(method: string | undefined, url: string | undefined): LegacyRoute | undefined {
  const path = (url ?? '').split('?')[0] ?? '';
  for (const { op, method: wanted, pattern } of ROUTES) {
    const found = method === wanted ? pattern.exec(path) : null;
    if (found !== null) return { op, id: found[1] === undefined ? undefined : decodeId(found[1]) };
  }
  return undefined;
}

function decodeId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
