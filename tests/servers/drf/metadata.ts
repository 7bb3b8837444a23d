/**
 * @module DRF's `SimpleMetadata`, the answer to OPTIONS: the view's name, what it renders and
 * parses, and for a POST view its serializer's fields (`type`, `required`, `label`, limits and
 * choices), as the browsable API shows them.
 */
import type { DrfField, DrfFields, DrfOperation } from './vocabulary.ts';

const TYPES: Readonly<Record<DrfField['kind'], string>> = {
  CharField: 'string',
  EmailField: 'email',
  ChoiceField: 'choice',
  IntegerField: 'integer',
  BooleanField: 'boolean',
  ListField: 'list',
  Serializer: 'nested object',
};

/** DRF's default label: the field name with its first letter capitalised. */
const label = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function fieldInfo(name: string, field: DrfField): Record<string, unknown> {
  const info: Record<string, unknown> = {
    type: TYPES[field.kind],
    required: field.required !== false,
    read_only: false,
    label: label(name),
  };
  switch (field.kind) {
    case 'CharField':
    case 'EmailField':
      return {
        ...info,
        max_length: field.maxLength,
        ...('minLength' in field ? { min_length: field.minLength } : {}),
      };
    case 'ChoiceField':
      return { ...info, choices: field.choices.map((value) => ({ value, display_name: value })) };
    case 'IntegerField':
      return { ...info, min_value: field.minValue, max_value: field.maxValue };
    case 'BooleanField':
      return info;
    case 'ListField':
      return { ...info, child: fieldInfo('', field.child) };
    case 'Serializer':
      return { ...info, children: fieldsInfo(field.fields) };
    default:
      return field satisfies never;
  }
}

function fieldsInfo(fields: DrfFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldInfo(name, field)]));
}

/** `get_view_name()`: the view class's words, here read off the path's last literal segment. */
function viewName(path: string): string {
  const segment =
    path
      .split('/')
      .filter((part) => part !== '' && !part.startsWith('{'))
      .at(-1) ?? '';
  return segment
    .split('-')
    .map((word) => label(word))
    .join(' ');
}

export function metadata(rule: DrfOperation): Record<string, unknown> {
  return {
    name: viewName(rule.path),
    description: '',
    renders: ['application/json'],
    parses: ['application/json'],
    ...(rule.method === 'POST' && rule.body.kind === 'serializer'
      ? { actions: { POST: fieldsInfo(rule.body.fields) } }
      : {}),
  };
}
