/**
 * @module A hand-written stand-in for `schema.safeParse(body)`: every issue at once, in shape order,
 * with `unrecognized_keys` last (strict objects), as zod 3 reports them. Reads, never writes, the body.
 */
import {
  custom,
  type IssuePath,
  invalidEnum,
  invalidString,
  invalidType,
  joinValues,
  outOfBounds,
  parsedType,
  unrecognizedKeys,
  type ZodIssue,
} from './issues.ts';
import type { ZodBodyRule, ZodFieldRule } from './vocabulary.ts';

/** zod 3's `emailRegex`. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i;

const MAX_ITEM_ISSUES = 100;

type ObjectBody = Extract<ZodBodyRule, { kind: 'object' }>;

export function objectIssues(value: unknown, body: ObjectBody): ZodIssue[] {
  const received = parsedType(value);
  if (received !== 'object') return [invalidType('object', received, [])];
  const record = value as Readonly<Record<string, unknown>>;
  const issues = Object.entries(body.shape).flatMap(([name, rule]) =>
    fieldIssues(Object.hasOwn(record, name) ? record[name] : undefined, rule, [name]),
  );
  if (body.unknownKeys === 'strict') {
    const extra = Object.keys(record).filter((key) => !Object.hasOwn(body.shape, key));
    if (extra.length > 0) issues.push(unrecognizedKeys(extra, []));
  }
  return issues;
}

/** The `expected` of an `invalid_type` issue for this rule. */
function expectedOf(rule: ZodFieldRule): string {
  switch (rule.type) {
    case 'enum':
      return joinValues(rule.options);
    case 'int':
      return 'number';
    case 'record':
      return 'object';
    default:
      return rule.type;
  }
}

export function fieldIssues(value: unknown, rule: ZodFieldRule, path: IssuePath): ZodIssue[] {
  if (value === undefined)
    return rule.optional || rule.default !== undefined
      ? []
      : [invalidType(expectedOf(rule), 'undefined', path)];
  if (value === null && rule.nullable) return [];
  const received = parsedType(value);
  switch (rule.type) {
    case 'string': {
      if (typeof value !== 'string') return [invalidType('string', received, path)];
      const issues: ZodIssue[] = [];
      if (rule.length !== undefined && value.length < rule.length)
        issues.push(outOfBounds('too_small', 'string', rule.length, true, path));
      if (rule.length !== undefined && value.length > rule.length)
        issues.push(outOfBounds('too_big', 'string', rule.length, true, path));
      if (rule.min !== undefined && value.length < rule.min)
        issues.push(outOfBounds('too_small', 'string', rule.min, false, path));
      if (rule.max !== undefined && value.length > rule.max)
        issues.push(outOfBounds('too_big', 'string', rule.max, false, path));
      if (rule.email && !EMAIL.test(value)) issues.push(invalidString('email', path));
      return issues;
    }
    case 'enum':
      if (typeof value !== 'string') return [invalidType(expectedOf(rule), received, path)];
      return rule.options.includes(value) ? [] : [invalidEnum(rule.options, value, path)];
    case 'int': {
      if (typeof value !== 'number') return [invalidType('number', received, path)];
      const issues: ZodIssue[] = [];
      if (!Number.isInteger(value)) issues.push(invalidType('integer', 'float', path));
      if (rule.min !== undefined && value < rule.min)
        issues.push(outOfBounds('too_small', 'number', rule.min, false, path));
      if (rule.max !== undefined && value > rule.max)
        issues.push(outOfBounds('too_big', 'number', rule.max, false, path));
      // A refinement still runs on a "dirty" (but well-typed) value, as in zod 3.
      if (rule.refine !== undefined && !(value >= rule.refine.min && value <= rule.refine.max))
        issues.push(custom(rule.refine.message, path));
      return issues;
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : [invalidType('boolean', received, path)];
    case 'array':
      if (!Array.isArray(value)) return [invalidType('array', received, path)];
      if (rule.of === 'unknown') return [];
      // zod would list every bad item; a cap keeps a 1 MiB array of numbers from costing ~100 MB.
      return value
        .flatMap((item, index) =>
          typeof item === 'string' ? [] : [invalidType('string', parsedType(item), [...path, index])],
        )
        .slice(0, MAX_ITEM_ISSUES);
    case 'record':
      return received === 'object' ? [] : [invalidType('object', received, path)];
    default:
      return rule satisfies never;
  }
}

/** The parsed object: absent keys that have a `.default(v)` carry `v`. */
export function withDefaults(value: unknown, body: ZodBodyRule): Readonly<Record<string, unknown>> {
  const out = { ...(value as Readonly<Record<string, unknown>>) };
  if (body.kind !== 'object') return out;
  for (const [name, rule] of Object.entries(body.shape)) {
    if (out[name] === undefined && rule.default !== undefined) out[name] = rule.default;
  }
  return out;
}
