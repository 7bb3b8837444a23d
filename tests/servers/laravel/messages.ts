/**
 * @module Laravel 11's `lang/en/validation.php` lines for the rules this server uses, and the
 * summary `ValidationException` puts in `message`: the first error, then `(and N more errors)`.
 * Sizes are worded by the attribute's type: numeric when it has `integer` or `numeric`, items when
 * it has `array`, characters otherwise. `in` never lists the allowed values.
 */
import type { Rule, RuleName } from './rule-string.ts';

export type SizeType = 'numeric' | 'array' | 'string';

type SizeRule = 'min' | 'max' | 'size' | 'between';

const SIZE_LINES: Readonly<Record<SizeRule, Readonly<Record<SizeType, string>>>> = {
  min: {
    numeric: 'must be at least :min.',
    array: 'must have at least :min items.',
    string: 'must be at least :min characters.',
  },
  max: {
    numeric: 'must not be greater than :max.',
    array: 'must not have more than :max items.',
    string: 'must not be greater than :max characters.',
  },
  size: {
    numeric: 'must be :size.',
    array: 'must contain :size items.',
    string: 'must be :size characters.',
  },
  between: {
    numeric: 'must be between :min and :max.',
    array: 'must have between :min and :max items.',
    string: 'must be between :min and :max characters.',
  },
};

const LINES: Readonly<Record<Exclude<RuleName, SizeRule>, string>> = {
  required: 'is required.',
  present: 'must be present.',
  string: 'must be a string.',
  integer: 'must be an integer.',
  numeric: 'must be a number.',
  boolean: 'must be true or false.',
  array: 'must be an array.',
  email: 'must be a valid email address.',
  in: 'is invalid.',
  // They only steer the other rules and never fail; Laravel has no line for them.
  sometimes: 'is invalid.',
  nullable: 'is invalid.',
};

/** The message for `rule` failing on `attribute` (already in words: `client email`). */
export function validationMessage(rule: Rule, attribute: string, type: SizeType): string {
  if (rule.name === 'in') return `The selected ${attribute} ${LINES.in}`;
  if (!('value' in rule) && !('min' in rule)) return `The ${attribute} field ${LINES[rule.name]}`;
  const bounds: Readonly<Record<string, number>> =
    'value' in rule ? { [rule.name]: rule.value } : { min: rule.min, max: rule.max };
  const line = SIZE_LINES[rule.name][type].replace(/:(min|max|size)/g, (_, key: string) =>
    String(bounds[key]),
  );
  return `The ${attribute} field ${line}`;
}

export type ErrorBag = Readonly<Record<string, readonly string[]>>;

/** `ValidationException::summarize`. */
export function summarize(errors: ErrorBag): string {
  const [first = 'The given data was invalid.', ...rest] = Object.values(errors).flat();
  if (rest.length === 0) return first;
  return `${first} (and ${rest.length} more ${rest.length === 1 ? 'error' : 'errors'})`;
}
