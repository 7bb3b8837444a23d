/**
 * @module The Laravel server's rule vocabulary: each route as `routes/api.php` and its controller
 * declare it, with the FormRequest's `rules()` written as Laravel writes them
 * (`'bedrooms' => 'required|integer|min:0|max:12'`, `'primary.email' => 'required|email'`,
 * `'notes.*.text' => 'required|string'`). One table drives routing, auth, validation and the truth.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { IdKind } from '../shared/rules.ts';

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
