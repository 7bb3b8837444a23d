/**
 * @module Regression: the error envelope moved from class-validator's `{statusCode, message, error}`
 * to RFC 7807 `application/problem+json` (`{type, title, status, detail, errors?}`), same statuses.
 */
import type { Regression } from './regression.ts';

export const PROBLEM_JSON = 'application/problem+json';

export function problemJsonErrors(): Regression {
  return {
    name: 'problem-json-errors',
    renderError: (body) => {
      const list = Array.isArray(body.message) ? body.message : undefined;
      const problem = {
        type: 'about:blank',
        title: body.error,
        status: body.statusCode,
        detail: list ? 'Validation failed' : String(body.message),
        ...(list && { errors: list.map((detail) => ({ detail })) }),
      };
      return { contentType: PROBLEM_JSON, text: JSON.stringify(problem) };
    },
    truth: (truth) => ({ ...truth, errorContentType: PROBLEM_JSON }),
  };
}
