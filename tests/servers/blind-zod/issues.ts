/**
 * @module zod 3's issue objects and its default English messages, as `ZodError#issues` serialises
 * them. A union on `code`; each constructor builds the message zod's default error map would.
 */

export type IssuePath = readonly (string | number)[];

/** What zod's `getParsedType` calls a JSON value. */
export type ParsedType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'undefined';

type Sized = 'string' | 'number' | 'array';

export type ZodIssue =
  | {
      readonly code: 'invalid_type';
      readonly expected: string;
      readonly received: ParsedType | 'float';
      readonly path: IssuePath;
      readonly message: string;
    }
  | {
      readonly code: 'too_small';
      readonly minimum: number;
      readonly type: Sized;
      readonly inclusive: true;
      readonly exact: boolean;
      readonly path: IssuePath;
      readonly message: string;
    }
  | {
      readonly code: 'too_big';
      readonly maximum: number;
      readonly type: Sized;
      readonly inclusive: true;
      readonly exact: boolean;
      readonly path: IssuePath;
      readonly message: string;
    }
  | {
      readonly code: 'invalid_enum_value';
      readonly options: readonly string[];
      readonly received: string;
      readonly path: IssuePath;
      readonly message: string;
    }
  | {
      readonly code: 'invalid_string';
      readonly validation: 'email' | 'cuid';
      readonly path: IssuePath;
      readonly message: string;
    }
  | {
      readonly code: 'unrecognized_keys';
      readonly keys: readonly string[];
      readonly path: IssuePath;
      readonly message: string;
    }
  | { readonly code: 'custom'; readonly path: IssuePath; readonly message: string };

export function parsedType(value: unknown): ParsedType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'undefined':
      return typeof value as ParsedType;
    default:
      return 'object';
  }
}

/** zod's `joinValues`: `'a' | 'b'`. */
export function joinValues(values: readonly string[], separator = ' | '): string {
  return values.map((value) => `'${value}'`).join(separator);
}

export function invalidType(expected: string, received: ParsedType | 'float', path: IssuePath): ZodIssue {
  const message = received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}`;
  return { code: 'invalid_type', expected, received, path, message };
}

const NOUN: Readonly<Record<Sized, (n: number) => string>> = {
  string: (n) => `${n} character(s)`,
  array: (n) => `${n} element(s)`,
  number: (n) => `${n}`,
};

export function tooSmall(type: Sized, minimum: number, exact: boolean, path: IssuePath): ZodIssue {
  const message =
    type === 'number'
      ? `Number must be ${exact ? 'exactly' : 'greater than or equal to'} ${minimum}`
      : `${type === 'string' ? 'String' : 'Array'} must contain ${exact ? 'exactly' : 'at least'} ${NOUN[type](minimum)}`;
  return { code: 'too_small', minimum, type, inclusive: true, exact, path, message };
}

export function tooBig(type: Sized, maximum: number, exact: boolean, path: IssuePath): ZodIssue {
  const message =
    type === 'number'
      ? `Number must be ${exact ? 'exactly' : 'less than or equal to'} ${maximum}`
      : `${type === 'string' ? 'String' : 'Array'} must contain ${exact ? 'exactly' : 'at most'} ${NOUN[type](maximum)}`;
  return { code: 'too_big', maximum, type, inclusive: true, exact, path, message };
}

export function invalidEnum(options: readonly string[], received: string, path: IssuePath): ZodIssue {
  const message = `Invalid enum value. Expected ${joinValues(options)}, received '${received}'`;
  return { code: 'invalid_enum_value', options, received, path, message };
}

export function invalidString(validation: 'email' | 'cuid', path: IssuePath): ZodIssue {
  return { code: 'invalid_string', validation, path, message: `Invalid ${validation}` };
}

export function unrecognizedKeys(keys: readonly string[], path: IssuePath): ZodIssue {
  const message = `Unrecognized key(s) in object: ${joinValues(keys, ', ')}`;
  return { code: 'unrecognized_keys', keys, path, message };
}

export function custom(message: string, path: IssuePath): ZodIssue {
  return { code: 'custom', path, message };
}
