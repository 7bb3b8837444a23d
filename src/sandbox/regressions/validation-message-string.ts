/**
 * @module Regression: a custom `exceptionFactory` joins the validation messages into one sentence,
 * so `message` is a string where it was a list (same status, same envelope).
 */
import type { Regression } from './regression.ts';

export function validationMessageString(): Regression {
  return {
    name: 'validation-message-string',
    decorateError: (body, cause) =>
      cause === 'validation' && Array.isArray(body.message)
        ? { ...body, message: body.message.join(', ') }
        : body,
  };
}
