/**
 * @module The business rules the Lambda checks itself, after API Gateway's model let the body
 * through: limits the model does not hold (a deployed model lags the code). A broken rule is a 422
 * `{"errorType": "ValidationError", "errorMessage": "bedrooms must be at most 12"}` naming the
 * field. The truth publishes them like model rules: a client cannot tell who enforces a limit.
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';

export type LambdaRule = { readonly field: string } & (
  | { readonly kind: 'maximum'; readonly limit: number }
  | { readonly kind: 'minLength' | 'maxLength'; readonly limit: number }
  | { readonly kind: 'oneOf'; readonly values: readonly [string, ...string[]] }
);

/** The Lambda's sentence for the first rule `body` breaks; the model already checked types. */
export function lambdaViolation(
  rules: readonly LambdaRule[],
  body: Readonly<Record<string, unknown>>,
): string | undefined {
  for (const rule of rules) {
    const value = Object.hasOwn(body, rule.field) ? body[rule.field] : undefined;
    const problem = broken(rule, value);
    if (problem !== undefined) return `${rule.field} ${problem}`;
  }
  return undefined;
}

function broken(rule: LambdaRule, value: unknown): string | undefined {
  switch (rule.kind) {
    case 'maximum':
      return typeof value === 'number' && value > rule.limit ? `must be at most ${rule.limit}` : undefined;
    case 'minLength':
      return typeof value === 'string' && [...value].length < rule.limit
        ? `must be at least ${rule.limit} characters`
        : undefined;
    case 'maxLength':
      return typeof value === 'string' && [...value].length > rule.limit
        ? `must be at most ${rule.limit} characters`
        : undefined;
    case 'oneOf':
      return typeof value === 'string' && !rule.values.includes(value)
        ? `must be one of: ${rule.values.join(', ')}`
        : undefined;
    default:
      return rule satisfies never;
  }
}

/** The fields as a client meets them: the model's, tightened by the Lambda's rules. */
export function withLambdaRules(fields: ModelFields, rules: readonly LambdaRule[]): ModelFields {
  const stray = rules.find((rule) => !Object.hasOwn(fields, rule.field));
  if (stray !== undefined) throw new TypeError(`a Lambda rule on ${stray.field}, which the model lacks`);
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      rules.filter((rule) => rule.field === name).reduce(tighten, field),
    ]),
  );
}

function tighten(field: ModelField, rule: LambdaRule): ModelField {
  if (rule.kind === 'maximum' && (field.type === 'integer' || field.type === 'number'))
    return { ...field, maximum: rule.limit };
  if (field.type !== 'string') throw new TypeError(`a ${rule.kind} rule on a ${field.type} field`);
  switch (rule.kind) {
    case 'minLength':
      return { ...field, minLength: rule.limit };
    case 'maxLength':
      return { ...field, maxLength: rule.limit };
    case 'oneOf':
      return { ...field, oneOf: rule.values };
    default:
      throw new TypeError(`a ${rule.kind} rule on a string field`);
  }
}
