/**
 * @module Refusals the request schema does not explain, written as what they are. A body refused by
 * validation that the schema calls valid, and that differs in one place from a body the server
 * accepted (or let past validation, as a 404 for a record it names), was refused for that place:
 * a changed value joins the field's `not: {enum: [values seen refused]}` (where probing did not
 * establish the rule that refuses it: an enum known closed but not complete, a rule on blank
 * text); a left-out field is required; an added field means unknown fields are refused. A value
 * seen both accepted and refused is left out; so is a refusal no one place explains. Values are
 * listed whole (a cut value would be another value): the longest a probe sends is 10,000 characters.
 */
import type { JsonSchema } from '../../core/json-schema.ts';
import { widenAccepted } from './accepted-values.ts';
import { type Difference, distinct, oneDifference, seenAt, valueAt } from './one-difference.ts';
import type { SchemaValidator } from './schema-validator.ts';

/**
 * The schema with what was refused at `path` written: a changed value joins the field's
 * `not.enum` (the field listed, if it was not); a left-out field becomes required; an added field,
 * where the object's policy was not established, makes it `additionalProperties: false` (as the
 * unknown-field probe establishes it). A rule widened into `anyOf: [rule, {enum}]` is narrowed in
 * its rule.
 */
function exclude(schema: JsonSchema, { path, change }: Difference, value: unknown): JsonSchema {
  const [head, ...rest] = path;
  if (head === undefined) return { ...schema, not: { enum: [...(schema.not?.enum ?? []), value] } };
  const own = schema.properties?.[head];
  const [rule, ...others] = own === undefined ? (schema.anyOf ?? []) : [];
  if (rule !== undefined) return { ...schema, anyOf: [exclude(rule, { path, change }, value), ...others] };
  if (rest.length > 0)
    return own === undefined
      ? schema
      : {
          ...schema,
          properties: { ...schema.properties, [head]: exclude(own, { path: rest, change }, value) },
        };
  switch (change) {
    case 'changed':
      return {
        ...schema,
        properties: { ...schema.properties, [head]: exclude(own ?? {}, { path: [], change }, value) },
      };
    case 'omitted':
      return schema.required?.includes(head)
        ? schema
        : { ...schema, required: [...(schema.required ?? []), head] };
    case 'added':
      // A known field added with a value: the value was refused, as when changed.
      // A known field (or any, where unknown ones are accepted) added with a value: the value was
      // refused, as when changed; where the policy is not established, unknown fields are refused.
      if (own !== undefined || schema.additionalProperties === true)
        return exclude(schema, { path, change: 'changed' }, value);
      return schema.additionalProperties === undefined ? { ...schema, additionalProperties: false } : schema;
    default:
      return change satisfies never;
  }
}

export function excludeRefused(
  schema: JsonSchema,
  refused: readonly unknown[],
  seen: { readonly accepted: readonly unknown[]; readonly passed: readonly unknown[] },
  v: SchemaValidator,
): JsonSchema {
  const { accepted, passed } = seen;
  let out = schema;
  // Each distinct body once: probes resend the accepted body many times.
  const partners = distinct([...accepted, ...passed]);
  for (const body of refused) {
    if (v.errors(out, body).length > 0) continue;
    const difference = partners
      .map((p) => oneDifference(body, p))
      .find((d) => d !== undefined && !accepted.some((a) => seenAt(a, body, d)));
    if (difference === undefined) continue;
    out = exclude(out, difference, valueAt(body, difference.path));
  }
  // A policy made `false` lists the fields accepted bodies carried, as widening does.
  return out === schema ? out : widenAccepted(out, accepted, v);
}
