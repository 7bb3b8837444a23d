/**
 * @module Laravel's `Validator::passes()` over one FormRequest's compiled rules. Every attribute is
 * checked and every failure kept (no `bail`): `12.5` for `integer|max:12` fails both. A rule other
 * than `required`/`present` is skipped when the attribute is absent, or `null` and `nullable`; a
 * failed `required`/`present` stops that attribute. Sizes are numbers for numeric attributes,
 * counts for arrays, else string lengths. Wildcards expand against the input (`notes.*.text` →
 * `notes.0.text`) and keep their raw names in messages; other names are written as words.
 * The `email` rule is egulias/EmailValidator's `RFCValidation` without DNS: a dot-atom or quoted
 * local part, then a dot-atom domain (a single label such as `b` passes) or an address literal; no
 * leading, trailing or doubled dots, no hyphen at either end of a label; length excesses are only
 * warnings there, so they pass.
 */
import type { Input } from './input.ts';
import { type ErrorBag, type SizeType, validationMessage } from './messages.ts';
import { attributeWords, isFilterInt, isNumeric, isPhpArray, mbStrlen, phpString } from './php.ts';
import type { AttributeRules, Rule, RuleName } from './rule-string.ts';

const BOOLEANS: readonly unknown[] = [true, false, 0, 1, '0', '1'];

interface Lookup {
  readonly present: boolean;
  readonly value: unknown;
}

/** `Arr::has` and `Arr::get` along a dotted path. */
function lookup(data: Input, attribute: string): Lookup {
  let node: unknown = data;
  for (const segment of attribute.split('.')) {
    if (!isPhpArray(node) || !Object.hasOwn(node, segment)) return { present: false, value: null };
    node = node[segment];
  }
  return { present: true, value: node };
}

/** The concrete attributes a wildcard attribute names in `data`. */
function expand(attribute: string, data: Input): string[] {
  let found: { readonly path: readonly string[]; readonly node: unknown }[] = [{ path: [], node: data }];
  for (const segment of attribute.split('.')) {
    found = found.flatMap(({ path, node }) => {
      const children = isPhpArray(node) ? node : {};
      if (segment !== '*') {
        // Past a wildcard Laravel fills the path in (`data_set`), so it is checked even when absent.
        const child = Object.hasOwn(children, segment) ? children[segment] : undefined;
        return [{ path: [...path, segment], node: child }];
      }
      return Object.entries(children).map(([key, child]) => ({ path: [...path, key], node: child }));
    });
  }
  return found.map(({ path }) => path.join('.'));
}

/** `getSize`: the number itself for numeric attributes, a count for arrays, else `mb_strlen`. */
function size(value: unknown, type: SizeType): number {
  if (type === 'numeric' && isNumeric(value)) return Number(typeof value === 'string' ? value.trim() : value);
  if (isPhpArray(value)) return Object.keys(value).length;
  return mbStrlen(value);
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return !isPhpArray(value) || Object.keys(value).length > 0;
}

type Check<K extends RuleName> = (
  rule: Rule & { readonly name: K },
  found: Lookup,
  type: SizeType,
) => boolean;

const PASSES: { readonly [K in RuleName]: Check<K> } = {
  required: (_, { value }) => isFilled(value),
  present: (_, { present }) => present,
  sometimes: () => true,
  nullable: () => true,
  string: (_, { value }) => typeof value === 'string',
  integer: (_, { value }) => isFilterInt(value),
  numeric: (_, { value }) => isNumeric(value),
  boolean: (_, { value }) => BOOLEANS.includes(value),
  array: (_, { value }) => isPhpArray(value),
  email: (_, { value }) => typeof value === 'string' && isRfcEmail(value),
  in: (rule, { value }) => !isPhpArray(value) && rule.values.includes(phpString(value)),
  min: (rule, { value }, type) => size(value, type) >= rule.value,
  max: (rule, { value }, type) => size(value, type) <= rule.value,
  size: (rule, { value }, type) => size(value, type) === rule.value,
  between: (rule, { value }, type) => size(value, type) >= rule.min && size(value, type) <= rule.max,
};

function passes(rule: Rule, found: Lookup, type: SizeType): boolean {
  return (PASSES[rule.name] as Check<RuleName>)(rule as never, found, type);
}

const IMPLICIT: ReadonlySet<RuleName> = new Set(['required', 'present']);

function attributeErrors(data: Input, attribute: string, rules: readonly Rule[], words: string): string[] {
  const has = (name: RuleName) => rules.some((rule) => rule.name === name);
  const found = lookup(data, attribute);
  if (has('sometimes') && !found.present) return [];
  const type: SizeType = has('integer') || has('numeric') ? 'numeric' : has('array') ? 'array' : 'string';
  const messages: string[] = [];
  for (const rule of rules) {
    const implicit = IMPLICIT.has(rule.name);
    if (!implicit && (!found.present || (found.value === null && has('nullable')))) continue;
    if (passes(rule, found, type)) continue;
    messages.push(validationMessage(rule, words, type));
    if (implicit) break;
  }
  return messages;
}

/** The error bag, attribute → messages, in Laravel's order; empty when the input passes. */
export function validate(data: Input, attributes: readonly AttributeRules[]): ErrorBag {
  const errors = new Map<string, string[]>();
  for (const { attribute, rules } of attributes) {
    const wildcard = attribute.includes('*');
    for (const name of wildcard ? expand(attribute, data) : [attribute]) {
      const messages = attributeErrors(data, name, rules, wildcard ? name : attributeWords(name));
      if (messages.length > 0) errors.set(name, messages);
    }
  }
  return Object.fromEntries(errors);
}

const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\\u0080-\\uffff]";
const LOCAL = `(?:${ATEXT}+(?:\\.${ATEXT}+)*|"(?:[^"\\\\\\r\\n]|\\\\.)*")`;
const LABEL = '[A-Za-z0-9\\u0080-\\uffff](?:[A-Za-z0-9\\u0080-\\uffff-]*[A-Za-z0-9\\u0080-\\uffff])?';
const DOMAIN = `(?:${LABEL}(?:\\.${LABEL})*|\\[[^\\[\\]\\\\\\s]+\\])`;
const ADDRESS = new RegExp(`^${LOCAL}@${DOMAIN}$`, 'u');

export function isRfcEmail(value: string): boolean {
  return ADDRESS.test(value);
}
