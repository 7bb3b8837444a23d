/**
 * @module Valid bodies: every field (`valid_full`) or only the learned-required ones
 * (`valid_minimal`). A body the server accepted is the starting point when known; then only fields
 * with learned rules vary, and only within those rules.
 */
import fc from 'fast-check';
import type { OperationDef } from '../fixtures/operation-def.ts';
import type { CaseBody } from '../src/core/case.ts';
import type { OperationKnowledge } from '../src/core/operation-knowledge.ts';
import { type BodyField, bodyFields } from './body-fields.ts';
import { fieldArbitrary } from './field-arbitrary.ts';
import { constrainsValue } from './learned-constraints.ts';

export type BodyVariant = 'full' | 'minimal';

/**
 * An operation whose body kind is `none` gets `{}` here; `toCaseBody` then sends no body at all.
 */
export function validBodyArbitrary(
  op: OperationDef,
  knowledge?: OperationKnowledge,
  variant: BodyVariant = 'full',
): fc.Arbitrary<Record<string, unknown>> {
  const accepted = knowledge?.acceptedBody;
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of bodyFields(op, knowledge).filter((f) => included(f, variant, accepted))) {
    shape[field.name] =
      accepted !== undefined && Object.hasOwn(accepted, field.name) && !constrainsValue(field.learned)
        ? fc.constant(accepted[field.name])
        : fieldArbitrary(field.name, field.spec, field.learned);
  }
  return fc.record(shape, { noNullPrototype: true });
}

function included(
  f: BodyField,
  variant: BodyVariant,
  accepted: Readonly<Record<string, unknown>> | undefined,
) {
  switch (variant) {
    case 'minimal':
      return f.learned?.required === true;
    case 'full':
      // Beyond an accepted body, add only fields whose rules are known: a guess could break it.
      return accepted === undefined || Object.hasOwn(accepted, f.name) || constrainsValue(f.learned);
    default:
      return variant satisfies never;
  }
}

/** Whether discovery learned which fields are required (then a `valid_minimal` case is worth it). */
export function knowsRequired(knowledge: OperationKnowledge | undefined): boolean {
  return Object.values(knowledge?.fields ?? {}).some((f) => f.required !== undefined);
}

export function toCaseBody(op: OperationDef, value: Record<string, unknown>): CaseBody {
  return op.body.kind === 'none' ? { kind: 'none' } : { kind: 'json', value };
}
