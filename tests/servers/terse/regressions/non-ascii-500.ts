/**
 * @module Terse regression: operation 1's handler writes the property to a store that takes ASCII
 * only and throws on anything else: a valid body with a non-ASCII string in any field answers 500.
 */
import type { Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

const nonAscii = (value: unknown): boolean =>
  typeof value === 'string'
    ? /[^\u0000-\u007f]/.test(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(nonAscii);

export const nonAscii500: Regression<'non-ascii-500', TerseRule> = {
  name: 'non-ascii-500',
  crashes: (op, body) => op === '1' && nonAscii(body),
};
