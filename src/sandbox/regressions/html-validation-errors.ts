/**
 * @module Regression: validation errors (400) now go through an Express error page, `text/html`
 * with the same status; every other error stays JSON.
 */
import { htmlErrors } from '../faults/html-errors.ts';
import type { Regression } from './regression.ts';

export function htmlValidationErrors(): Regression {
  const page = htmlErrors().renderError;
  return {
    name: 'html-validation-errors',
    renderError: (body, cause) => (cause === 'validation' ? page?.(body) : undefined),
  };
}
