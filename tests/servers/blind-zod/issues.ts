/**
 * @module zod 3's issue objects and its default English messages, as `ZodError#issues` serialises
 * them: the code, the code's own keys, then path and message. Each constructor builds the message
 * zod's default error map would.
 */

export type IssuePath = readonly (string | number)[];

export interface ZodIssue {
  readonly code: string;
  readonly path: IssuePath;
  readonly message: string;
  readonly [key: string]: unknown;
}

/** What zod's `getParsedType` calls a JSON value. */
export type ParsedType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'undefined';

type Sized = 'string' | 'number' | 'array';

function issue(code: string, own: Record<string, unknown>, path: IssuePath, message: string): ZodIssue {
  return { code, ...own, path, message };
}

export function parsedType(value: unknown): ParsedType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'undefined'
    ? type
    : 'object';
}

/** zod's `joinValues`: `'a' | 'b'`. */
export function joinValues(values: readonly string[], separator = ' | '): string {
  return values.map((value) => `'${value}'`).join(separator);
}

export function invalidType(expected: string, received: ParsedType | 'float', path: IssuePath): ZodIssue {
  const message = received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}`;
  return issue('invalid_type', { expected, received }, path, message);
}

const NOUN: Readonly<Record<Sized, (n: number) => string>> = {
  string: (n) => `${n} character(s)`,
  array: (n) => `${n} element(s)`,
  number: (n) => `${n}`,
};

/** `too_small` (with `minimum`) or `too_big` (with `maximum`), worded per sized type. */
export function outOfBounds(
  code: 'too_small' | 'too_big',
  type: Sized,
  limit: number,
  exact: boolean,
  path: IssuePath,
): ZodIssue {
  const small = code === 'too_small';
  const relation = exact
    ? 'exactly'
    : type === 'number'
      ? `${small ? 'greater' : 'less'} than or equal to`
      : `at ${small ? 'least' : 'most'}`;
  const message =
    type === 'number'
      ? `Number must be ${relation} ${limit}`
      : `${type === 'string' ? 'String' : 'Array'} must contain ${relation} ${NOUN[type](limit)}`;
  const own = { [small ? 'minimum' : 'maximum']: limit, type, inclusive: true, exact };
  return issue(code, own, path, message);
}

export function invalidEnum(options: readonly string[], received: string, path: IssuePath): ZodIssue {
  const message = `Invalid enum value. Expected ${joinValues(options)}, received '${received}'`;
  return issue('invalid_enum_value', { options, received }, path, message);
}

export function invalidString(validation: 'email' | 'cuid', path: IssuePath): ZodIssue {
  return issue('invalid_string', { validation }, path, `Invalid ${validation}`);
}

export function unrecognizedKeys(keys: readonly string[], path: IssuePath): ZodIssue {
  return issue(
    'unrecognized_keys',
    { keys },
    path,
    `Unrecognized key(s) in object: ${joinValues(keys, ', ')}`,
  );
}

export function custom(message: string, path: IssuePath): ZodIssue {
  return issue('custom', {}, path, message);
}
