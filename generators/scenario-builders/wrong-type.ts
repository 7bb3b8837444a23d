/**
 * @module `wrong_type`: each field of a known type sent as a scalar of another type and as a
 * structure (`op13-wrong_type-note-number`, `op13-wrong_type-note-object`). A list where an object
 * belongs, or an object where a list does, is no certain error: PHP has one array type, and
 * Laravel's `array` rule takes both. Discovery saw only a scalar refused, so its validity is unknown.
 */
import type { Case } from '../../src/core/case.ts';
import { wrongTypeValues } from '../edge-values.ts';
import { effectiveType } from '../field-arbitrary.ts';
import { isOfType } from '../learned-constraints.ts';
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
        validity: otherContainer(type, value) ? 'unknown' : valueValidity(f, value),
      }),
    );
  });
}

const OTHER_CONTAINER: Readonly<Record<string, 'array' | 'object'>> = { object: 'array', array: 'object' };

/** A list for an object field, or an object for a list field. */
function otherContainer(type: string, value: unknown): boolean {
  const other = OTHER_CONTAINER[type];
  return other !== undefined && isOfType(value, other);
}
