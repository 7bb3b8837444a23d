/**
 * @module The Laravel server's rule vocabulary: each route as `routes/api.php` and its controller
 * declare it, with the FormRequest's `rules()` as Laravel writes them (`'required|integer|min:0'`,
 * `'primary.email' => 'required|email'`, `'notes.*.text' => 'required|string'`), parsed into typed
 * rules eagerly: an unknown rule or a bad parameter throws when the table loads.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { ResponseSpec } from '../shared/model-response.ts';
import type { IdKind } from '../shared/rules.ts';

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

export interface LaravelRoute {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The document's path; Laravel matches it with or without the trailing slash. */
  readonly path: string;
  /** Route-model binding of the single `{param}` (`->whereNumber()`), with a policy check after it. */
  readonly idKind?: IdKind;
  /** `required`: inside the `auth:sanctum` group; `none`: outside it. */
  readonly auth: 'required' | 'none';
  /**
   * The FormRequest's `rules()`, attribute → rule string. Absent: the action takes no input at all;
   * `{}`: it reads its input but enforces nothing.
   */
  readonly rules?: Readonly<Record<string, string>>;
  readonly successStatus: 200 | 201 | 204;
  /** Top-level keys of the success body (`data` for an API Resource); absent for 204. */
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
  /** The success body as data; `response` is read off it. */
  readonly reply?: ResponseSpec;
}

/** The rules that take no parameter. */
export const FLAG_RULES = [
  'required',
  'present',
  'sometimes',
  'nullable',
  'string',
  'integer',
  'numeric',
  'boolean',
  'array',
  'email',
] as const;

export type FlagRule = (typeof FLAG_RULES)[number];

/** One parsed rule of a rule string (`min:0` → `{ name: 'min', value: 0 }`). */
export type Rule =
  | { readonly name: FlagRule }
  | { readonly name: 'in'; readonly values: readonly [string, ...string[]] }
  | { readonly name: 'min' | 'max' | 'size'; readonly value: number }
  | { readonly name: 'between'; readonly min: number; readonly max: number };

export type RuleName = Rule['name'];

/** One attribute of a FormRequest and its parsed rules, in the order the string gives them. */
export interface AttributeRules {
  readonly attribute: string;
  readonly rules: readonly Rule[];
}
