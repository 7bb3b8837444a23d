/**
 * @module Sends a problem document and maps every fastify error (validation, JSON syntax, media
 * type, body size) to one; anything unexpected becomes a 400, because this server never 5xxes.
 */
import type { FastifyReply } from 'fastify';
import {
  type AjvErrorLike,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  type ProblemSlug,
  problem,
  validationItem,
} from './problem.ts';

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

const SLUGS: Readonly<Record<number, ProblemSlug>> = {
  403: 'forbidden',
  404: 'not-found',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'rate-limited',
};

/** The parts of a thrown fastify error this server reads; anything else counts as a bad request. */
interface ErrorLike {
  readonly message?: unknown;
  readonly statusCode?: unknown;
  readonly validation?: readonly AjvErrorLike[];
}

export function problemFromError(thrown: unknown): Problem {
  const error: ErrorLike = typeof thrown === 'object' && thrown !== null ? thrown : {};
  const message = typeof error.message === 'string' && error.message !== '' ? error.message : 'Bad Request';
  if (Array.isArray(error.validation)) {
    return problem('validation', 422, message, error.validation.map(validationItem));
  }
  const code = error.statusCode;
  const status = typeof code === 'number' && code >= 400 && code < 500 ? code : 400;
  return problem(SLUGS[status] ?? 'malformed-request', status, message);
}
