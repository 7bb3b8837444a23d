/**
 * @module The fields of an operation's body as the generators see them: the document's table, plus
 * fields discovery learned or saw in an accepted body (bodies given only as "JSON object").
 */
import type { FieldSpec, OperationDef } from '../fixtures/operation-def.ts';
import type { ObservedType } from '../src/core/observation.ts';
import type { FieldConstraints, OperationKnowledge } from '../src/core/operation-knowledge.ts';

export interface BodyField {
  readonly name: string;
  readonly spec: FieldSpec;
  readonly learned?: FieldConstraints;
}

export function bodyFields(op: OperationDef, knowledge?: OperationKnowledge): BodyField[] {
  if (op.body.kind === 'none') return [];
  const specs = new Map<string, FieldSpec>(op.body.kind === 'fields' ? Object.entries(op.body.fields) : []);
  for (const [name, learned] of Object.entries(knowledge?.fields ?? {})) {
    if (!specs.has(name)) specs.set(name, specOfType(learned.type));
  }
  for (const [name, value] of Object.entries(knowledge?.acceptedBody ?? {})) {
    if (!specs.has(name)) specs.set(name, specOfType(typeOfValue(value)));
  }
  return [...specs].map(([name, spec]) => {
    const learned = knowledge?.fields[name];
    return learned === undefined ? { name, spec } : { name, spec, learned };
  });
}

function specOfType(type: ObservedType | undefined): FieldSpec {
  switch (type) {
    case undefined:
      return { type: 'undetermined' };
    case 'integer':
      return { type: 'number' };
    case 'array':
      return { type: 'array', items: { type: 'undetermined' } };
    case 'string':
    case 'number':
    case 'boolean':
    case 'object':
      return { type };
    default:
      return type satisfies never;
  }
}

function typeOfValue(value: unknown): ObservedType | undefined {
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return value === null ? undefined : 'object';
    default:
      return undefined;
  }
}
