/**
 * @module The rules table's FormRequests, parsed once when the server loads (a bad rule string
 * fails there): `undefined` for an action that takes no input.
 */
import type { OperationNumber } from '../shared/rules.ts';
import { compileRules } from './rule-string.ts';
import { LARAVEL_ROUTES } from './rules.ts';
import type { AttributeRules, LaravelRoute } from './vocabulary.ts';

export const FORM_REQUESTS = Object.fromEntries(
  Object.entries(LARAVEL_ROUTES).map(([op, route]: [string, LaravelRoute]) => [
    op,
    route.rules === undefined ? undefined : compileRules(route.rules),
  ]),
) as Readonly<Record<OperationNumber, readonly AttributeRules[] | undefined>>;
