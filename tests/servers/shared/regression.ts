/**
 * @module Regression modifiers for the test servers: one realistic deploy change each, as a rewrite
 * of the server's rules table (from which its validation, routes and truth are all derived) and, for
 * response changes, of the success result before the server wraps it. No regression: the table and
 * results as they are.
 */
import type { BodyRule, FieldRule, OperationNumber, OperationRule } from './rules.ts';

export type Table<Rule extends OperationRule> = Readonly<Record<OperationNumber, Rule>>;

/** One deploy change; a server's table of them names each by its key. */
export interface Regression<Rule extends OperationRule> {
  readonly rules?: (table: Table<Rule>) => Table<Rule>;
  /** Rewrites a success result of operation `op` before the envelope goes around it. */
  readonly respond?: (op: OperationNumber, result: Record<string, unknown>) => Record<string, unknown>;
  /** The handler of operation `op` throws on this valid body (the server answers 500). */
  readonly crashes?: (op: OperationNumber, body: unknown) => boolean;
}

export function patchRule<Rule extends OperationRule>(
  table: Table<Rule>,
  op: OperationNumber,
  patch: (rule: Rule) => Rule,
): Table<Rule> {
  return { ...table, [op]: patch(table[op]) };
}

/** Rewrites the body rule of one operation that reads an object body (others are left alone). */
export function patchBody<Rule extends OperationRule>(
  table: Table<Rule>,
  op: OperationNumber,
  patch: (body: Extract<BodyRule, { kind: 'object' }>) => BodyRule,
): Table<Rule> {
  return patchRule(table, op, (rule) =>
    rule.body.kind === 'object' ? { ...rule, body: patch(rule.body) } : rule,
  );
}

/** Replaces one field's rule of one operation. */
export function patchField<Rule extends OperationRule>(
  table: Table<Rule>,
  op: OperationNumber,
  field: string,
  patch: (rule: FieldRule) => FieldRule,
): Table<Rule> {
  return patchBody(table, op, (body) => {
    const rule = body.fields[field];
    return rule === undefined ? body : { ...body, fields: { ...body.fields, [field]: patch(rule) } };
  });
}

export interface Applied<Rule extends OperationRule> {
  readonly rules: Table<Rule>;
  readonly respond: (op: OperationNumber, result: Record<string, unknown>) => Record<string, unknown>;
  readonly crashes: (op: OperationNumber, body: unknown) => boolean;
}

/** The table and result rewrite of a server with these regressions on. */
export function applyRegressions<Rule extends OperationRule>(
  table: Table<Rule>,
  regressions: readonly Regression<Rule>[],
): Applied<Rule> {
  return {
    rules: regressions.reduce((t, r) => r.rules?.(t) ?? t, table),
    respond: (op, result) => regressions.reduce((res, r) => r.respond?.(op, res) ?? res, result),
    crashes: (op, body) => regressions.some((r) => r.crashes?.(op, body) ?? false),
  };
}

/**
 * A server's regressions as one table (name → change), over its rules table `_base` (which only
 * names the rule type): the names, and `pick`, which rejects unknown ones with the known ones.
 */
export function regressionTable<Name extends string, Rule extends OperationRule>(
  server: string,
  _base: Table<Rule>,
  changes: Readonly<Record<Name, Regression<Rule>>>,
): { readonly names: Name[]; readonly pick: (names: readonly string[]) => Regression<Rule>[] } {
  const known = Object.keys(changes) as Name[];
  const pick = (names: readonly string[]) => {
    const unknown = names.filter((n) => !Object.hasOwn(changes, n));
    if (unknown.length > 0)
      throw new TypeError(
        `unknown ${server} regression(s): ${unknown.join(', ')} (known: ${known.join(', ')})`,
      );
    return [...new Set(names as readonly Name[])].map((n) => changes[n]);
  };
  return { names: known, pick };
}
