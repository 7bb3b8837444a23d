/**
 * @module Symfony's two kinds of 422 for a `#[MapRequestPayload]` DTO, as its normalizers write
 * them (`application/problem+json`): first the serializer's type errors, every one at once
 * (`This value should be of type int.`, no codes, no hints in prod); only when there are none, the
 * Validator's constraint violations (`NotBlank`, `Length`, `Range`, `Choice`, `Email` …) with their
 * templates, parameters and `urn:uuid:` codes. Field problems come from the shared model check.
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import { type ModelDialect, type Violation, violations } from '../shared/model-violations.ts';

export interface SymfonyViolation {
  readonly propertyPath: string;
  readonly title: string;
  readonly template: string;
  readonly parameters: Readonly<Record<string, string>>;
  readonly type?: string;
}

export interface ValidationProblem {
  readonly type: 'https://symfony.com/errors/validation';
  readonly title: 'Validation Failed';
  readonly status: 422;
  readonly detail: string;
  readonly violations: readonly SymfonyViolation[];
}

/** The Validator's `html5` e-mail pattern (Symfony 7's default mode): a dot in the domain. */
const HTML5_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

const SYMFONY: ModelDialect = {
  keysCaseInsensitive: false,
  numbersFromStrings: false,
  isEmail: (value) => HTML5_EMAIL.test(value),
  // `mb_strlen`: code points.
  lengthOf: (value) => [...value].length,
};

const PHP_TYPES = { string: 'string', integer: 'int', number: 'float', boolean: 'bool', array: 'array' };

function phpType(field: ModelField, name: string): string {
  return field.type === 'object'
    ? `App\\Dto\\${name[0]?.toUpperCase()}${name.slice(1)}`
    : PHP_TYPES[field.type];
}

/** `ValidatorInterface`'s `formatValue`, as the `{{ value }}` parameter shows it. */
function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  return String(value);
}

function at(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

function fieldAt(fields: ModelFields, path: readonly string[]): ModelField | undefined {
  const [head, ...rest] = path;
  const field = head === undefined ? undefined : fields[head];
  if (rest.length === 0 || field?.type !== 'object' || field.fields === undefined) return field;
  return fieldAt(field.fields, rest);
}

/** The `Length` constraint's singular messages and codes, by violation kind. */
const LENGTH = {
  too_short: [
    'This value is too short. It should have {{ limit }} character or more.',
    '9ff3fdc4-b214-49db-8718-39c315e33d45',
  ],
  too_long: [
    'This value is too long. It should have {{ limit }} character or less.',
    'd94b19cc-114f-4f44-9cc4-4138e80a87b9',
  ],
  wrong_length: [
    'This value should have exactly {{ limit }} character.',
    '4b6f5c76-22b4-409d-af16-fbe823ba9332',
  ],
} as const;

const plural = (one: string, many: string) => `${one}|${many}`;

interface Wording {
  readonly template: string;
  readonly code: string;
  readonly parameters?: Readonly<Record<string, string>>;
}

/** The constraint a violation comes from, in the Validator's English. */
function wording(v: Violation, field: ModelField | undefined, value: unknown): Wording | undefined {
  const length = typeof value === 'string' ? String([...value].length) : '0';
  const bounds = field?.type === 'integer' || field?.type === 'number' ? field : undefined;
  switch (v.kind) {
    case 'missing':
      return field?.type === 'string'
        ? { template: 'This value should not be blank.', code: 'c1051bb4-d103-4f74-8988-acbcafc7fdc3' }
        : { template: 'This value should not be null.', code: 'ad32d13f-c3d4-423b-909a-857b961eb720' };
    case 'too_short':
    case 'too_long':
    case 'wrong_length': {
      const [singular, code] = LENGTH[v.kind];
      const template = plural(singular, singular.replace(' character', ' characters'));
      return { template, code, parameters: { '{{ limit }}': String(v.limit), '{{ value_length }}': length } };
    }
    case 'below':
    case 'above':
      if (bounds?.minimum !== undefined && bounds.maximum !== undefined) {
        return {
          template: 'This value should be between {{ min }} and {{ max }}.',
          code: '04b91c99-a946-4221-afc5-e65ebac401eb',
          parameters: { '{{ min }}': String(bounds.minimum), '{{ max }}': String(bounds.maximum) },
        };
      }
      return {
        template:
          v.kind === 'below'
            ? 'This value should be greater than or equal to {{ compared_value }}.'
            : 'This value should be less than or equal to {{ compared_value }}.',
        code:
          v.kind === 'below'
            ? 'ea4e51d1-3342-48bd-87f1-9e672cd90cad'
            : '30fbb013-d015-4232-8b3b-8f3be97a7e14',
        parameters: { '{{ compared_value }}': String(v.limit), '{{ compared_value_type }}': 'int' },
      };
    case 'not_email':
      return {
        template: 'This value is not a valid email address.',
        code: 'bd79c0ab-ddba-46cc-a703-a7a4b08de310',
      };
    case 'not_allowed': {
      const choices = field?.type === 'string' ? (field.oneOf ?? []) : [];
      return {
        template: 'The value you selected is not a valid choice.',
        code: '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
        parameters: { '{{ choices }}': choices.map((c) => `"${c}"`).join(', ') },
      };
    }
    case 'type':
    case 'not_integer':
    case 'empty':
    case 'unknown':
      return undefined;
    default:
      return v satisfies never;
  }
}

/** `{{ limit }}` and friends filled in, the plural form chosen by `{{ limit }}`. */
function render(template: string, parameters: Readonly<Record<string, string>>): string {
  const [one, many = one] = template.split('|');
  const chosen = parameters['{{ limit }}'] === '1' ? one : many;
  return Object.entries(parameters).reduce((out, [key, value]) => out.replaceAll(key, value), chosen ?? '');
}

function problem(list: readonly SymfonyViolation[]): ValidationProblem {
  return {
    type: 'https://symfony.com/errors/validation',
    title: 'Validation Failed',
    status: 422,
    detail: list.map((v) => `${v.propertyPath}: ${v.title}`).join('\n'),
    violations: list,
  };
}

const MAX_ITEM_ERRORS = 100;

/** Items of typed arrays (`int[]`) the serializer could not denormalize. */
function itemTypeErrors(record: Readonly<Record<string, unknown>>, fields: ModelFields): SymfonyViolation[] {
  return Object.entries(fields)
    .flatMap(([name, field]) => {
      const items = record[name];
      if (field.type !== 'array' || field.items === undefined || !Array.isArray(items)) return [];
      const expected = field.items.type === 'integer' ? Number.isInteger : () => true;
      return items.flatMap((item, i) =>
        expected(item) ? [] : [typeError(`${name}[${i}]`, phpType(field.items as ModelField, name))],
      );
    })
    .slice(0, MAX_ITEM_ERRORS);
}

const TYPE_TEMPLATE = 'This value should be of type {{ type }}.';

function typeError(propertyPath: string, type: string): SymfonyViolation {
  return {
    propertyPath,
    title: render(TYPE_TEMPLATE, { '{{ type }}': type }),
    template: TYPE_TEMPLATE,
    parameters: { '{{ type }}': type },
  };
}

/** The 422 body for `record` under `fields`, or `undefined` when the DTO is valid. */
export function validationProblem(
  record: Readonly<Record<string, unknown>>,
  fields: ModelFields,
): ValidationProblem | undefined {
  const found = violations(record, fields, SYMFONY);
  const types = found.filter((v) => v.kind === 'type' || v.kind === 'not_integer');
  const typeErrors = [
    ...types.map((v) => {
      const field = fieldAt(fields, v.path);
      return typeError(v.path.join('.'), field === undefined ? '?' : phpType(field, v.path.at(-1) ?? ''));
    }),
    ...itemTypeErrors(record, fields),
  ];
  if (typeErrors.length > 0) return problem(typeErrors);
  const constraint = found.flatMap((v): SymfonyViolation[] => {
    const value = at(record, v.path);
    const said = wording(v, fieldAt(fields, v.path), value);
    if (said === undefined) return [];
    const parameters = { '{{ value }}': formatValue(value), ...said.parameters };
    return [
      {
        propertyPath: v.path.join('.'),
        title: render(said.template, parameters),
        template: said.template,
        parameters,
        type: `urn:uuid:${said.code}`,
      },
    ];
  });
  return constraint.length === 0 ? undefined : problem(constraint);
}
