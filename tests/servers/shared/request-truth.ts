/**
 * @module Derives the published `RequestTruth` of an operation from its `BodyRule`, so a server's
 * truth is a pure function of the same table its validation reads.
 */
import type { FieldTruth, RequestTruth } from '../../../src/sandbox/server-truth.ts';
import type { BodyRule, FieldRule } from './rules.ts';

export interface TruthDialect {
  /** Whether case variants of enum values are accepted. */
  readonly enumCaseInsensitive: boolean;
  /** Whether unknown fields are ignored (true) or rejected (false). */
  readonly additionalProperties: boolean;
}

export function fieldTruth(rule: FieldRule, dialect: TruthDialect): FieldTruth {
  switch (rule.type) {
    case 'string':
      return { type: 'string', ...lengths(rule.minLength, rule.maxLength) };
    case 'email':
      return { type: 'string', format: 'email', ...lengths(undefined, rule.maxLength) };
    case 'enum':
      return dialect.enumCaseInsensitive
        ? { type: 'string', enum: rule.values, enumCaseInsensitive: true }
        : { type: 'string', enum: rule.values };
    case 'integer':
    case 'number':
      return { type: rule.type, ...bounds(rule.minimum, rule.maximum) };
    case 'boolean':
    case 'array':
    case 'object':
      return { type: rule.type };
    default:
      return rule satisfies never;
  }
}

/** `undefined` when the body is not read at all. */
export function requestTruth(body: BodyRule, dialect: TruthDialect): RequestTruth | undefined {
  switch (body.kind) {
    case 'none':
    case 'ignored':
      return undefined;
    case 'object':
      return {
        properties: Object.fromEntries(
          Object.entries(body.fields).map(([name, rule]) => [name, fieldTruth(rule, dialect)]),
        ),
        required: body.required,
        additionalProperties: dialect.additionalProperties,
      };
    default:
      return body satisfies never;
  }
}

function lengths(minLength: number | undefined, maxLength: number | undefined) {
  return {
    ...(minLength === undefined ? {} : { minLength }),
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}

function bounds(minimum: number | undefined, maximum: number | undefined) {
  return {
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  };
}
