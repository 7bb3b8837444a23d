/**
 * @module The Laravel server's published truth, derived from its FormRequest rules and start
 * options by way of the shared model vocabulary: `required`/`present` make a field required,
 * `integer`/`numeric`/`boolean`/`array`/`string`/`email`/`in:` its type, `min`/`max`/`size`/
 * `between` its bounds or lengths, dotted attributes an object's fields. What the truth type has no
 * word for (wildcard item rules, trimming, `""` read as `null`, `"12"` for an integer, a JSON
 * object passing `array`, 403 for another tenant's record) is in the README.
 */
import type { OperationTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelBody, ModelField, ModelFields } from '../shared/model-rules.ts';
import { type ModelTruthDialect, modelOperationTruth } from '../shared/model-truth.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { AttributeRules, Rule, RuleName } from './rule-string.ts';
import { FORM_REQUESTS, LARAVEL_ROUTES } from './rules.ts';

const DIALECT: ModelTruthDialect = {
  validationStatus: 422,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: true,
  // A non-object body is no input: only required fields can turn it away.
  rejectsNonObjectBodies: false,
};

function limits(rules: readonly Rule[]): { low?: number; high?: number } {
  let low: number | undefined;
  let high: number | undefined;
  for (const rule of rules) {
    if (rule.name === 'min' || rule.name === 'size') low = rule.value;
    if (rule.name === 'max' || rule.name === 'size') high = rule.value;
    if (rule.name === 'between') [low, high] = [rule.min, rule.max];
  }
  return { low, high };
}

function modelField({ attribute, rules }: AttributeRules, children: readonly AttributeRules[]): ModelField {
  const has = (name: RuleName) => rules.some((rule) => rule.name === name);
  const required = has('required') || has('present');
  if (!required && !has('nullable'))
    throw new TypeError(`${attribute}: an optional field must be nullable (the truth cannot say "not null")`);
  const presence = required ? { required: true as const } : {};
  const { low, high } = limits(rules);
  if (has('integer') || has('numeric'))
    return { ...presence, type: has('integer') ? 'integer' : 'number', minimum: low, maximum: high };
  if (has('boolean')) return { ...presence, type: 'boolean' };
  if (has('array'))
    return children.length > 0
      ? { ...presence, type: 'object', fields: modelFields(children) }
      : { ...presence, type: 'array' };
  const allowed = rules.find((rule) => rule.name === 'in');
  if (allowed?.name === 'in') return { ...presence, type: 'string', oneOf: allowed.values };
  if (has('string') || has('email'))
    return {
      ...presence,
      type: 'string',
      minLength: low,
      maxLength: high,
      ...(has('email') ? { email: true } : {}),
    };
  throw new TypeError(`${attribute}: no type rule`);
}

/** Undotted attributes, each with its dotted children one level down; wildcards have no truth. */
function modelFields(attributes: readonly AttributeRules[]): ModelFields {
  const explicit = attributes.filter(({ attribute }) => !attribute.includes('*'));
  return Object.fromEntries(
    explicit
      .filter(({ attribute }) => !attribute.includes('.'))
      .map((parent) => {
        const prefix = `${parent.attribute}.`;
        const children = explicit
          .filter(({ attribute }) => attribute.startsWith(prefix))
          .map((child) => ({ ...child, attribute: child.attribute.slice(prefix.length) }));
        return [parent.attribute, modelField(parent, children)];
      }),
  );
}

export function laravelOperationTruths(): Record<string, OperationTruth> {
  return Object.fromEntries(
    Object.entries(LARAVEL_ROUTES).map(([op, route]) => {
      const rules = FORM_REQUESTS[op as OperationNumber];
      const body: ModelBody =
        rules === undefined ? { kind: 'none' } : { kind: 'object', fields: modelFields(rules) };
      return [op, modelOperationTruth({ ...route, body }, DIALECT)];
    }),
  );
}
