/**
 * @module The regression registry: every regression name mapped to its factory, and the lookup
 * that turns the `regressions` option into hook objects (unknown names rejected eagerly).
 */
import { authDropped } from './auth-dropped.ts';
import { bodyLimit10k } from './body-limit-10k.ts';
import { htmlValidationErrors } from './html-validation-errors.ts';
import { newRequiredField } from './new-required-field.ts';
import { notFound400 } from './not-found-400.ts';
import { operationRemoved } from './operation-removed.ts';
import { problemJsonErrors } from './problem-json-errors.ts';
import { rateLimit100 } from './rate-limit-100.ts';
import {
  type Regression,
  type RegressionName,
  type RegressionOptions,
  regressionNames,
} from './regression.ts';
import { slowEndpoint } from './slow-endpoint.ts';
import { stripUnknownFields } from './strip-unknown-fields.ts';
import { success200 } from './success-200.ts';
import { validationMessageString } from './validation-message-string.ts';

export { type Regression, type RegressionName, regressionNames };

const factories = {
  'html-validation-errors': htmlValidationErrors,
  'validation-message-string': validationMessageString,
  'problem-json-errors': problemJsonErrors,
  'body-limit-10k': bodyLimit10k,
  'rate-limit-100': rateLimit100,
  'slow-endpoint': slowEndpoint,
  'strip-unknown-fields': stripUnknownFields,
  'success-200': success200,
  'auth-dropped': authDropped,
  'new-required-field': newRequiredField,
  'not-found-400': notFound400,
  'operation-removed': operationRemoved,
} as const satisfies Record<RegressionName, (options: RegressionOptions) => Regression>;

export function isRegressionName(name: string): name is RegressionName {
  return (regressionNames as readonly string[]).includes(name);
}

export function createRegressions(names: readonly string[], options: RegressionOptions): Regression[] {
  const unknown = names.filter((n) => !isRegressionName(n));
  if (unknown.length > 0) {
    throw new TypeError(
      `Unknown sandbox regression(s): ${unknown.join(', ')} (known: ${regressionNames.join(', ')})`,
    );
  }
  return [...new Set(names as readonly RegressionName[])].map((name) => factories[name](options));
}
