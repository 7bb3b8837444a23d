/**
 * @module The deterministic edge and negative cases of an operation: the scenario builders, in
 * order, each contributing the cases that apply to it.
 */
import type { Case } from '../src/core/case.ts';
import { authVariants } from './scenario-builders/auth-variants.ts';
import { bodyShape } from './scenario-builders/body-shape.ts';
import { missingField, nullField } from './scenario-builders/field-removal.ts';
import { numericBoundary } from './scenario-builders/numeric-boundary.ts';
import { pathVariants } from './scenario-builders/path-variants.ts';
import { stringValues } from './scenario-builders/string-values.ts';
import type { BuildContext, ScenarioBuilder } from './scenario-builders/types.ts';
import { unknownField } from './scenario-builders/unknown-field.ts';
import { wrongType } from './scenario-builders/wrong-type.ts';

export const scenarioBuilders: readonly ScenarioBuilder[] = [
  missingField,
  nullField,
  wrongType,
  stringValues,
  numericBoundary,
  unknownField,
  bodyShape,
  pathVariants,
  authVariants,
];

export function edgeCases(ctx: BuildContext): Case[] {
  return scenarioBuilders.flatMap((build) => build(ctx));
}
