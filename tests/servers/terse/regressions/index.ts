/**
 * @module The terse server's regression registry: each name one realistic deploy change (one file
 * each), selected by the `regressions` start option.
 */
import { pickRegressions, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';
import { authDropped } from './auth-dropped.ts';
import { boundLoosened } from './bound-loosened.ts';
import { enumOpened } from './enum-opened.ts';
import { enumWidened } from './enum-widened.ts';
import { fieldsRequired } from './fields-required.ts';
import { maxLengthDropped } from './max-length-dropped.ts';
import { nonAscii500 } from './non-ascii-500.ts';
import { notFound400 } from './not-found-400.ts';
import { publicNeedsToken } from './public-needs-token.ts';
import { responseTypeChanged } from './response-type-changed.ts';

const registry = {
  'response-type-changed': responseTypeChanged,
  'not-found-400': notFound400,
  'enum-opened': enumOpened,
  'bound-loosened': boundLoosened,
  'auth-dropped': authDropped,
  'max-length-dropped': maxLengthDropped,
  'fields-required': fieldsRequired,
  'public-needs-token': publicNeedsToken,
  'enum-widened': enumWidened,
  'non-ascii-500': nonAscii500,
} as const;

export type TerseRegressionName = keyof typeof registry;

export const terseRegressionNames = Object.keys(registry) as TerseRegressionName[];

export function terseRegressions(names: readonly string[]): Regression<TerseRegressionName, TerseRule>[] {
  return pickRegressions('terse server', registry, names);
}
