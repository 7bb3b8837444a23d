/**
 * @module What the document says about an operation, in words: the left-hand column of each
 * operation's view (the catalog holds only what `SERVICE-INTERFACE.md` states).
 */
import type { FieldSpec, OperationDef, SideEffect } from '../../../fixtures/operation-def.ts';

export function specText(spec: FieldSpec): string {
  switch (spec.type) {
    case 'string':
      return `string${spec.format ? ` (${spec.format})` : ''}${spec.hints ? `; shows ${spec.hints.join(', ')}` : ''}`;
    case 'array':
      return `array of ${specText(spec.items)}`;
    case 'number':
    case 'boolean':
    case 'object':
    case 'undetermined':
      return spec.type;
    default:
      return spec satisfies never;
  }
}

export function documentFields(op: OperationDef): Readonly<Record<string, FieldSpec>> {
  return op.body.kind === 'fields' ? op.body.fields : {};
}

export function bodyText(op: OperationDef): string {
  switch (op.body.kind) {
    case 'fields':
      return `JSON body with ${Object.keys(op.body.fields).length} fields`;
    case 'object':
      return 'a JSON object, contents not shown';
    case 'empty-object':
      return 'an empty JSON object';
    case 'none':
      return 'no body';
    default:
      return op.body satisfies never;
  }
}

export function sideEffectText(effect: SideEffect): string {
  switch (effect.kind) {
    case 'read-only':
      return 'read-only';
    case 'writes':
      return `writes${effect.note ? ` (${effect.note})` : ''}`;
    case 'external':
      return `external effect: ${effect.effect}`;
    case 'external-unless':
      return `external unless ${effect.field} is ${effect.value}`;
    default:
      return effect satisfies never;
  }
}

/** The document's side of each operation row. */
export function documentRow(op: OperationDef, row: string): string {
  switch (row) {
    case 'auth':
      return op.documentedAuthHeader ? 'Authorization header shown' : 'no Authorization header shown';
    case 'success':
      return op.documentedSuccess ? 'marked as returning success; shape not shown' : 'not shown';
    case 'behaviour':
      return `${op.method} with ${bodyText(op)}; ${sideEffectText(op.sideEffect)}`;
    default:
      return 'not shown';
  }
}
