/**
 * @module RFC 7807 problem documents, the alt server's only error shape, including the mapping of
 * fastify/ajv validation errors to `errors[]` items with a JSON pointer into the body.
 */
import { STATUS_CODES } from 'node:http';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export type ProblemSlug =
  | 'validation'
  | 'malformed-request'
  | 'forbidden'
  | 'not-found'
  | 'unsupported-media-type'
  | 'payload-too-large'
  | 'rate-limited';

export interface ProblemItem {
  readonly pointer: string;
  readonly detail: string;
  readonly allowedValues?: readonly unknown[];
}

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly errors?: readonly ProblemItem[];
}

export function problem(
  slug: ProblemSlug,
  status: number,
  detail: string,
  errors?: readonly ProblemItem[],
): Problem {
  return {
    type: `https://example.com/problems/${slug}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...(errors === undefined ? {} : { errors }),
  };
}

/** The parts of an ajv error object this server reads. */
export interface AjvErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string | undefined;
}

export function validationItem(error: AjvErrorLike): ProblemItem {
  const missing = error.params.missingProperty;
  const pointer =
    error.keyword === 'required' && typeof missing === 'string'
      ? `${error.instancePath}/${escapePointer(missing)}`
      : error.instancePath;
  const allowed = error.params.allowedValues;
  return {
    pointer,
    detail: error.message ?? 'is invalid',
    ...(Array.isArray(allowed) ? { allowedValues: allowed } : {}),
  };
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
