/**
 * @module Finds the operation whose path template a request path matches, segment by segment
 * (method aside: a breakage hits whatever method reaches the path; the healthy handler checks it).
 * hapi's router is strict about trailing slashes, so the document's `/v1/property/` needs its slash.
 */
import type { OperationNumber } from '../shared/rules.ts';
import { BROKEN_SERVER_RULES } from './rules.ts';

export interface PathMatch {
  readonly op: OperationNumber;
  /** The decoded path parameter, when the template has one. */
  readonly id: string | undefined;
}

const TEMPLATES = (Object.entries(BROKEN_SERVER_RULES) as [OperationNumber, { path: string }][]).map(
  ([op, rule]) => ({ op, segments: rule.path.split('/') }),
);

export function matchPath(url: string | undefined): PathMatch | undefined {
  const segments = (url ?? '').split('?')[0]?.split('/') ?? [];
  for (const { op, segments: template } of TEMPLATES) {
    if (template.length !== segments.length) continue;
    let id: string | undefined;
    const fits = template.every((part, i) => {
      const actual = segments[i] ?? '';
      if (!part.startsWith('{')) return part === actual;
      id = safeDecode(actual);
      return actual !== '' && id !== undefined;
    });
    if (fits) return { op, id };
  }
  return undefined;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
