/**
 * @module One fast-check arbitrary per field: the field's spec and what discovery learned about it
 * in, an `fc.Arbitrary` out. Learned rules win over the document's types and the vocabulary.
 */
import fc from 'fast-check';
import type { FieldSpec } from '../fixtures/operation-def.ts';
import type { ObservedType } from '../src/core/observation.ts';
import type { FieldConstraints } from '../src/core/operation-knowledge.ts';
import { arrayArbitrary, objectArbitrary, undeterminedArbitrary } from './composite-arbitrary.ts';
import { assertConstraints, satisfiesConstraints } from './learned-constraints.ts';
import { numberArbitrary, numberConstraintsOf } from './number-arbitrary.ts';
import { stringArbitrary, stringConstraintsOf } from './string-arbitrary.ts';

export type EffectiveType = ObservedType | 'undetermined';

/** The learned type, else the document's. */
export function effectiveType(spec: FieldSpec, learned?: FieldConstraints): EffectiveType {
  return learned?.type ?? spec.type;
}

export function fieldArbitrary(
  name: string,
  spec: FieldSpec,
  learned?: FieldConstraints,
): fc.Arbitrary<unknown> {
  if (learned !== undefined) assertConstraints(name, learned);
  if (learned?.enum !== undefined) return fc.constantFrom(...learned.enum);
  const type = effectiveType(spec, learned);
  switch (type) {
    case 'string': {
      // The document's shown value (`buyer`) is the most plausible one, unless it breaks a rule.
      const hints = (spec.type === 'string' ? (spec.hints ?? []) : []).filter((h) =>
        satisfiesConstraints(h, learned),
      );
      if (hints.length > 0) return fc.constantFrom(...hints);
      const seen = (learned?.examples ?? []).filter((v) => satisfiesConstraints(v, learned));
      if (seen.length > 0) return fc.constantFrom(...seen);
      return stringArbitrary(
        name,
        stringConstraintsOf(learned, spec.type === 'string' ? spec.format : undefined),
      );
    }
    case 'number':
    case 'integer':
      return numberArbitrary(name, { ...numberConstraintsOf(learned), integer: type === 'integer' });
    case 'boolean':
      return fc.boolean();
    case 'object':
      return objectArbitrary();
    case 'array':
      return arrayArbitrary(name, spec.type === 'array' ? spec.items : { type: 'undetermined' }, (items) =>
        fieldArbitrary(name.replace(/s$/, ''), items),
      );
    case 'undetermined':
      return undeterminedArbitrary(name, learned);
    default:
      return type satisfies never;
  }
}
