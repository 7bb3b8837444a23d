/**
 * @module `numeric_boundary`: each number field at 0, -1, 2^31, 2^53, 0.5, 1e308, -0 and `1e3`,
 * plus the learned bounds and one past them. Literals JSON cannot round-trip are sent as raw text.
 */
import type { Case, CaseBody } from '../../src/core/case.ts';
import type { BodyField } from '../body-fields.ts';
import { numericBoundaries } from '../edge-values.ts';
import { effectiveType } from '../field-arbitrary.ts';
import { edgeValidity, jsonBody, makeCase, withField, withLiteral } from './make-case.ts';
import type { BuildContext } from './types.ts';

function learnedBoundaries(f: BodyField): { label: string; literal: string }[] {
  const { minimum, maximum } = f.learned ?? {};
  const step = effectiveType(f.spec, f.learned) === 'integer' ? 1 : 0.5;
  return [
    ...(minimum === undefined
      ? []
      : [
          { label: 'at_min', literal: String(minimum) },
          { label: 'below_min', literal: String(minimum - step) },
        ]),
    ...(maximum === undefined
      ? []
      : [
          { label: 'at_max', literal: String(maximum) },
          { label: 'above_max', literal: String(maximum + step) },
        ]),
  ];
}

export function numericBoundary(ctx: BuildContext): Case[] {
  return ctx.fields
    .filter((f) => ['number', 'integer'].includes(effectiveType(f.spec, f.learned)))
    .flatMap((f) =>
      [...numericBoundaries, ...learnedBoundaries(f)].map(({ label, literal }) => {
        const value = Number(literal);
        const body: CaseBody =
          JSON.stringify(value) === literal
            ? jsonBody(withField(ctx.baseBody, f.name, value))
            : {
                kind: 'raw',
                text: withLiteral(ctx.baseBody, f.name, literal),
                contentType: 'application/json',
              };
        return makeCase(ctx, {
          scenario: 'numeric_boundary',
          detail: [f.name, label],
          field: f.name,
          body,
          validity: edgeValidity(f, value),
        });
      }),
    );
}
