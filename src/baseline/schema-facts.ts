/**
 * @module Facts and their keys: `<METHOD> <path> <area>` for an operation's, `server <area>` for the
 * server's; a JSON Schema flattened into one fact per rule (`<prefix>.<property>.<keyword>`).
 */
import { type OperationNumber, operations } from '../../fixtures/catalog.ts';
import type { JsonSchema } from '../core/json-schema.ts';

export type Facts = Record<string, string>;

const constraintKeys = ['type', 'enum', 'minimum', 'maximum', 'minLength', 'maxLength', 'format'] as const;
/** Error bodies pin their shape only: formats and values seen in messages are samples, not rules. */
export const shapeKeys = ['type'] as const;

/** The key prefix of an operation's facts. */
export function operationKey(op: { readonly method: string; readonly path: string }): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

/** The operation a fact key belongs to (0 for server-wide facts and paths the catalog lacks). */
export function operationOfKey(key: string): OperationNumber | 0 {
  return operations.find((o) => key.startsWith(`${operationKey(o)} `))?.number ?? 0;
}

export function schemaFacts(
  prefix: string,
  schema: JsonSchema | undefined,
  out: Facts,
  keys: readonly (keyof JsonSchema)[] = constraintKeys,
  depth = 0,
): void {
  if (!schema || depth > 6) return;
  for (const key of keys) {
    if (schema[key] !== undefined) out[`${prefix}.${key}`] = JSON.stringify(schema[key]);
  }
  if (schema.required) out[`${prefix}.required`] = JSON.stringify([...schema.required].sort());
  if (schema.additionalProperties === false) out[`${prefix}.unknown-fields`] = 'rejected';
  // `additionalProperties: true` is how the document says it; the vendor key, how older ones did.
  if (schema.additionalProperties === true || schema['x-unknown-fields'] === 'ignored')
    out[`${prefix}.unknown-fields`] = 'ignored';
  for (const [name, sub] of Object.entries(schema.properties ?? {}))
    schemaFacts(`${prefix}.${name}`, sub, out, keys, depth + 1);
  if (schema.items) schemaFacts(`${prefix}[]`, schema.items, out, keys, depth + 1);
}
