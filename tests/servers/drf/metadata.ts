/**
 * @module DRF's `SimpleMetadata`, the answer to OPTIONS: the view's name, what it renders and
 * parses, and for a POST view its serializer's fields (`type`, `required`, `label`, limits and
 * choices), as the browsable API shows them.
 */
import type { ModelField, ModelFields, ModelOperation } from '../shared/model-rules.ts';

/** DRF's default label: the field name with its first letter capitalised. */
const label = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function fieldInfo(name: string, field: ModelField): Record<string, unknown> {
  const info = { required: field.required === true, read_only: false, label: label(name) };
  switch (field.type) {
    case 'string':
      if (field.oneOf !== undefined)
        return {
          type: 'choice',
          ...info,
          choices: field.oneOf.map((value) => ({ value, display_name: value })),
        };
      return {
        type: field.email ? 'email' : 'string',
        ...info,
        max_length: field.maxLength,
        ...('minLength' in field ? { min_length: field.minLength } : {}),
      };
    case 'integer':
    case 'number':
      return {
        type: field.type === 'integer' ? 'integer' : 'float',
        ...info,
        min_value: field.minimum,
        max_value: field.maximum,
      };
    case 'array':
      return { type: 'list', ...info, ...(field.items ? { child: fieldInfo('', field.items) } : {}) };
    case 'object':
      return { type: 'nested object', ...info, children: fieldsInfo(field.fields ?? {}) };
    case 'boolean':
      return { type: 'boolean', ...info };
    default:
      return field satisfies never;
  }
}

function fieldsInfo(fields: ModelFields): Record<string, unknown> {
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

export function metadata(rule: ModelOperation): Record<string, unknown> {
  return {
    name: viewName(rule.path),
    description: '',
    renders: ['application/json'],
    parses: ['application/json'],
    ...(rule.method === 'POST' && rule.body.kind === 'object'
      ? { actions: { POST: fieldsInfo(rule.body.fields) } }
      : {}),
  };
}
