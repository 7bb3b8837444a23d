/**
 * @module Regression: `forbidNonWhitelisted` was dropped from the ValidationPipe, so unknown body
 * fields are silently stripped instead of rejected, on every operation that reads a body.
 */
import type { Regression } from './regression.ts';

function strip(body: unknown, known: Readonly<Record<string, unknown>>): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => Object.hasOwn(known, key)));
}

export function stripUnknownFields(): Regression {
  return {
    name: 'strip-unknown-fields',
    rewriteBody: (body, op) => (op.body ? strip(body, op.body) : body),
    truth: (truth) => ({
      ...truth,
      operations: Object.fromEntries(
        Object.entries(truth.operations).map(([key, op]) => [
          key,
          op.request ? { ...op, request: { ...op.request, additionalProperties: true } } : op,
        ]),
      ),
    }),
  };
}
