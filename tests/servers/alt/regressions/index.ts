/**
 * @module The alt server's regression registry: each name one realistic deploy change (one file
 * each), selected by the `regressions` start option.
 */

import { pickRegressions, type Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';
import { boundLoosened } from './bound-loosened.ts';
import { emailUnchecked } from './email-unchecked.ts';
import { enumValueRemoved } from './enum-value-removed.ts';
import { fieldOptional } from './field-optional.ts';
import { maxLengthDropped } from './max-length-dropped.ts';
import { responsePropertyRemoved } from './response-property-removed.ts';

const registry = {
  'max-length-dropped': maxLengthDropped,
  'field-optional': fieldOptional,
  'bound-loosened': boundLoosened,
  'enum-value-removed': enumValueRemoved,
  'email-unchecked': emailUnchecked,
  'response-property-removed': responsePropertyRemoved,
} as const;

export type AltRegressionName = keyof typeof registry;

export const altRegressionNames = Object.keys(registry) as AltRegressionName[];

export function altRegressions(names: readonly string[]): Regression<AltRegressionName, OperationRule>[] {
  return pickRegressions('alt server', registry, names);
}
