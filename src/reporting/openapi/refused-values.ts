/**
 * @module Refusals the request schema does not explain, written as what they are: values seen
 * refused. A body refused by validation that the schema calls valid, and that differs from a body
 * the server accepted (or let past validation, as a 404 for a record it names) in one field alone,
 * was refused for that field's value; where probing did not
 * establish the rule that refuses it (an enum known closed but not complete, a rule on blank text),
 * the value is listed beside the field's rule as `not: {enum: [values seen refused]}`. A value seen
 * both accepted and refused, or too long to list, is left out; so is a refusal no one field explains.
 */
import type { JsonSchema } from '../../core/json-schema.ts';
import type { SchemaValidator } from './schema-validator.ts';

/** A refused value longer than this (as JSON) is not listed: the longest a probe sends is 10,000 characters. */
const MAX_LISTED = 10_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The one field path (`['bookedBy', 'email']`) where `refused` differs from `accepted`, if one. */
function oneDifference(refused: unknown, accepted: unknown): string[] | undefined {
  if (!isObject(refused) || !isObject(accepted)) return undefined;
  const keys = new Set([...Object.keys(refused), ...Object.keys(accepted)]);
  const differing = [...keys].filter((k) => !same(refused[k], accepted[k]));
  const [key] = differing;
  if (differing.length !== 1 || key === undefined || !(key in refused)) return undefined;
  const deeper = oneDifference(refused[key], accepted[key]);
  return deeper === undefined ? [key] : [key, ...deeper];
}

function valueAt(body: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), body);
}

/** The field's schema at `path`, `not.enum` extended with `value`; the schema unchanged when no such field. */
function exclude(schema: JsonSchema, path: readonly string[], value: unknown): JsonSchema {
  const [head, ...rest] = path;
  if (head === undefined) {
    return { ...schema, not: { enum: [...(schema.not?.enum ?? []), value] } };
  }
  const own = schema.properties?.[head];
  if (own === undefined) return schema;
  return { ...schema, properties: { ...schema.properties, [head]: exclude(own, rest, value) } };
}

export function excludeRefused(
  schema: JsonSchema,
  refused: readonly unknown[],
  seen: { readonly accepted: readonly unknown[]; readonly passed: readonly unknown[] },
  v: SchemaValidator,
): JsonSchema {
  const { accepted, passed } = seen;
  let out = schema;
  for (const body of refused) {
    if (v.errors(out, body).length > 0) continue;
    const path = [...accepted, ...passed].map((a) => oneDifference(body, a)).find((p) => p !== undefined);
    if (path === undefined) continue;
    const value = valueAt(body, path);
    if (JSON.stringify(value).length > MAX_LISTED) continue;
    if (accepted.some((a) => same(valueAt(a, path), value))) continue;
    out = exclude(out, path, value);
  }
  return out;
}
