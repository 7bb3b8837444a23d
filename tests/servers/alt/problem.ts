/**
 * @module RFC 7807 problem documents, the alt server's only error shape: sending one, and mapping
 * every fastify error (ajv validation with a JSON pointer per item, JSON syntax, media type, body
 * size) to one; anything unexpected becomes a 400, because this server never 5xxes.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const SLUGS: Readonly<Record<number, string>> = {
  403: 'forbidden',
  404: 'not-found',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'validation',
  429: 'rate-limited',
};

interface ProblemItem {
  readonly pointer: string;
  readonly detail: string;
  readonly allowedValues?: readonly unknown[];
}

export function sendProblem(reply: FastifyReply, status: number, detail: string, errors?: ProblemItem[]) {
  const body = {
    type: `https://example.com/problems/${SLUGS[status] ?? 'malformed-request'}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    ...(errors === undefined ? {} : { errors }),
  };
  return reply.code(status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

/** The parts of an ajv error object this server reads. */
interface AjvErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly message?: string | undefined;
}

function validationItem(error: AjvErrorLike): ProblemItem {
  const missing = error.params.missingProperty;
  const pointer =
    error.keyword === 'required' && typeof missing === 'string'
      ? `${error.instancePath}/${missing.replaceAll('~', '~0').replaceAll('/', '~1')}`
      : error.instancePath;
  const allowed = error.params.allowedValues;
  return {
    pointer,
    detail: error.message ?? 'is invalid',
    ...(Array.isArray(allowed) ? { allowedValues: allowed } : {}),
  };
}

/** The parts of a thrown fastify error this server reads; anything else counts as a bad request. */
interface ErrorLike {
  readonly message?: unknown;
  readonly statusCode?: unknown;
  readonly validation?: readonly AjvErrorLike[];
}

export function sendError(reply: FastifyReply, thrown: unknown) {
  const error: ErrorLike = typeof thrown === 'object' && thrown !== null ? thrown : {};
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : 'Bad Request';
  if (Array.isArray(error.validation))
    return sendProblem(reply, 422, message, error.validation.map(validationItem));
  const code = error.statusCode;
  return sendProblem(reply, typeof code === 'number' && code >= 400 && code < 500 ? code : 400, message);
}
