/**
 * @module Laravel 11's `lang/en/validation.php` lines for the rules this server uses, and the
 * summary `ValidationException` puts in `message`: the first error, then `(and N more errors)`.
 * Sizes are worded by the attribute's type: numeric when it has `integer` or `numeric`, items when
 * it has `array`, characters otherwise. `in` never lists the allowed values.
 */
import type { Rule } from './rule-string.ts';

export type SizeType = 'numeric' | 'array' | 'string';

const SIZE_LINES = {
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
} as const;

/** The message for `rule` failing on `attribute` (already in words: `client email`). */
export function validationMessage(rule: Rule, attribute: string, type: SizeType): string {
  const field = `The ${attribute} field`;
  switch (rule.name) {
    case 'required':
      return `${field} is required.`;
    case 'present':
      return `${field} must be present.`;
    case 'string':
      return `${field} must be a string.`;
    case 'integer':
      return `${field} must be an integer.`;
    case 'numeric':
      return `${field} must be a number.`;
    case 'boolean':
      return `${field} must be true or false.`;
    case 'array':
      return `${field} must be an array.`;
    case 'email':
      return `${field} must be a valid email address.`;
    case 'in':
      return `The selected ${attribute} is invalid.`;
    case 'min':
    case 'max':
    case 'size':
      return `${field} ${SIZE_LINES[rule.name][type].replace(`:${rule.name}`, String(rule.value))}`;
    case 'between':
      return `${field} ${SIZE_LINES.between[type].replace(':min', String(rule.min)).replace(':max', String(rule.max))}`;
    case 'sometimes':
    case 'nullable':
      // They only steer the other rules and never fail; Laravel has no line for them.
      return `${field} is invalid.`;
    default:
      return rule satisfies never;
  }
}

export type ErrorBag = Readonly<Record<string, readonly string[]>>;

/** `ValidationException::summarize`. */
export function summarize(errors: ErrorBag): string {
  const [first = 'The given data was invalid.', ...rest] = Object.values(errors).flat();
  if (rest.length === 0) return first;
  return `${first} (and ${rest.length} more ${rest.length === 1 ? 'error' : 'errors'})`;
}
