/**
 * @module The rules table with every `binding` tag parsed once, at load time (a typo throws there,
 * not on a request). Decoding, validation and the truth all read this form.
 */
import type { OperationNumber } from '../shared/rules.ts';
import { GO_RULES } from './rules.ts';
import { type GoTag, parseBinding } from './tags.ts';
import type { GoField, GoOperationRule, GoStruct } from './vocabulary.ts';

export interface CompiledField extends GoField {
  readonly tags: readonly GoTag[];
}

export interface CompiledStruct {
  readonly name: string;
  readonly fields: readonly CompiledField[];
}

export function compileStruct(struct: GoStruct): CompiledStruct {
  return {
    name: struct.name,
    fields: struct.fields.map((field) => ({ ...field, tags: parseBinding(field.binding) })),
  };
}

export interface CompiledOperation {
  readonly op: OperationNumber;
  readonly rule: GoOperationRule;
  /** The request struct, when the handler binds the body. */
  readonly struct: CompiledStruct | undefined;
}

export const GO_OPERATIONS: readonly CompiledOperation[] = (
  Object.entries(GO_RULES) as [OperationNumber, GoOperationRule][]
).map(([op, rule]) => ({
  op,
  rule,
  struct: rule.body.kind === 'bind' ? compileStruct(rule.body.struct) : undefined,
}));
