/**
 * @module `wrong_type`: each field of a known type sent as a scalar of another type and as a
 * structure (`op13-wrong_type-note-number`, `op13-wrong_type-note-object`).
 */
import type { Case } from '../../src/core/case.ts';
import { wrongTypeValues } from '../edge-values.ts';
import { effectiveType } from '../field-arbitrary.ts';
import { jsonBody, makeCase, valueValidity, withField } from './make-case.ts';
import type { BuildContext } from './types.ts';

export function wrongType(ctx: BuildContext): Case[] {
  return ctx.fields.flatMap((f) => {
    const type = effectiveType(f.spec, f.learned);
    // An undetermined field has no wrong type.
    if (type === 'undetermined') return [];
    return wrongTypeValues[type].map(({ label, value }) =>
      makeCase(ctx, {
        scenario: 'wrong_type',
        detail: [f.name, label],
        field: f.name,
        body: jsonBody(withField(ctx.baseBody, f.name, value)),
        validity: valueValidity(f, value),
      }),
    );
  });
}
