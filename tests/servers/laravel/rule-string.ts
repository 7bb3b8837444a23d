/**
 * @module Parses Laravel rule strings (`'required|integer|min:0|max:12'`) into typed rules, eagerly:
 * an unknown rule or a bad parameter throws when the table loads, not on the first request.
 */
import { type AttributeRules, FLAG_RULES, type FlagRule, type Rule } from './vocabulary.ts';

function isFlag(name: string): name is FlagRule {
  return (FLAG_RULES as readonly string[]).includes(name);
}

function number(text: string | undefined, where: string): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value))
    throw new TypeError(`${where}: '${text}' is not a number`);
  return value;
}

export function parseRule(text: string, where: string): Rule {
  const [name = '', parameters] = text.split(/:(.*)/s);
  const args = parameters === undefined ? [] : parameters.split(',');
  if (isFlag(name) && parameters === undefined) return { name };
  switch (name) {
    case 'in': {
      const [first, ...rest] = args;
      if (first === undefined || first === '') throw new TypeError(`${where}: 'in' needs values`);
      return { name, values: [first, ...rest] };
    }
    case 'min':
    case 'max':
    case 'size':
      return { name, value: number(args[0], where) };
    case 'between':
      return { name, min: number(args[0], where), max: number(args[1], where) };
    default:
      throw new TypeError(`${where}: unsupported rule '${text}'`);
  }
}

/**
 * A FormRequest's rules in Laravel's evaluation order: explicit attributes as written, then the
 * wildcard ones (`items.*`), which the validator expands against the input and appends.
 */
export function compileRules(rules: Readonly<Record<string, string>>): readonly AttributeRules[] {
  const parsed = Object.entries(rules).map(([attribute, text]) => ({
    attribute,
    rules: text.split('|').map((part) => parseRule(part, `${attribute} => '${text}'`)),
  }));
  return [
    ...parsed.filter(({ attribute }) => !attribute.includes('*')),
    ...parsed.filter(({ attribute }) => attribute.includes('*')),
  ];
}
