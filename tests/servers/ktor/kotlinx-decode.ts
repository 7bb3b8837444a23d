/**
 * @module `Json.decodeFromString<T>(body)` with the app's `Json { explicitNulls = false }` (unknown
 * keys rejected, not lenient): the body is read in input order and the FIRST problem throws, in
 * kotlinx.serialization 1.7's words: `Unexpected JSON token at offset 14: Expected quotation mark
 * '"', but had '1' instead at path: $.state` plus the input, `Encountered an unknown key 'x'`,
 * `… does not contain element with name 'x'` for enums (no list of values), and, once an object is
 * read, `Field(s) … required for type with serial name '…', but … missing`. Numbers in quotes are
 * read as numbers (as kotlinx does); `2.0` is not an `Int`. Optional properties are `T? = null`.
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import { had, type JsonNode, readJson } from './json-reader.ts';

export type Decoded =
  | { readonly ok: true; readonly value: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly message: string };

class DecodingFailure extends Error {}

const ucfirst = (name: string) => `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`;

/** kotlinx's `minify`: short inputs whole, long ones around the offset. */
function inputShown(text: string, offset: number): string {
  if (text.length < 200) return text;
  const from = Math.max(0, offset - 60);
  return `${from > 0 ? '.....' : ''}${text.slice(from, offset + 60)}.....`;
}

const COERCE_HINT =
  "\nUse 'coerceInputValues = true' in 'Json {}' builder to coerce nulls if property has a default value.";
const UNKNOWN_HINT =
  "\nUse 'ignoreUnknownKeys = true' in 'Json {}' builder or '@JsonIgnoreUnknownKeys' annotation to ignore unknown keys.";

/** The unquoted token at `at`, as the lexer reads a literal. */
const literalAt = (text: string, at: number) =>
  /^[^,:{}[\]\s]{1,20}/.exec(text.slice(at, at + 20))?.[0] ?? had(text, at);

/** The first character of a token as the lexer meets it. */
const firstOf = (text: string, node: JsonNode) => had(text, node.start);

export function decodeBody(text: string, fields: ModelFields, serialName: string): Decoded {
  const token = (offset: number, message: string, path: string, hint = ''): never => {
    throw new DecodingFailure(
      `Unexpected JSON token at offset ${offset}: ${message} at path: ${path}${hint}\nJSON input: ${inputShown(text, offset)}`,
    );
  };
  const pkg = serialName.slice(0, serialName.lastIndexOf('.') + 1);

  function numeric(node: JsonNode, field: Extract<ModelField, { type: 'integer' | 'number' }>, path: string) {
    const literal = node.kind === 'number' ? node.literal : node.kind === 'string' ? node.value : undefined;
    const offset = node.start + (node.kind === 'string' ? 1 : 0);
    const shape = field.type === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;
    if (literal === undefined || !shape.test(literal)) {
      const bad =
        literal === undefined ? firstOf(text, node) : ([...literal].find((c) => !/[-\d]/.test(c)) ?? 'EOF');
      return token(
        offset,
        literal === '' ? 'Expected numeric literal' : `Unexpected symbol '${bad}' in numeric literal`,
        path,
      );
    }
    if (
      field.type === 'integer' &&
      literal.replace('-', '').length > 18 &&
      !Number.isSafeInteger(Number(literal))
    ) {
      return token(offset, `Numeric value overflow`, path);
    }
    return Number(literal);
  }

  function value(node: JsonNode, field: ModelField, name: string, path: string): unknown {
    if (node.kind === 'word' && node.word === 'null') {
      if (!field.required) return null;
      if (field.type === 'string')
        return token(node.start, "Expected string literal but 'null' literal was found", path, COERCE_HINT);
    }
    switch (field.type) {
      case 'string': {
        if (node.kind !== 'string')
          return token(
            node.start,
            `Expected quotation mark '"', but had '${firstOf(text, node)}' instead`,
            path,
          );
        if (field.oneOf !== undefined && !field.oneOf.includes(node.value)) {
          throw new DecodingFailure(
            `${pkg}${ucfirst(name)} does not contain element with name '${node.value}' at path: ${path}`,
          );
        }
        return node.value;
      }
      case 'integer':
      case 'number':
        return numeric(node, field, path);
      case 'boolean':
        if (node.kind === 'word' && node.word !== 'null') return node.word === 'true';
        return token(
          node.start,
          `Expected valid boolean literal prefix, but had '${literalAt(text, node.start)}'`,
          path,
        );
      case 'array': {
        if (node.kind !== 'array')
          return token(
            node.start,
            `Expected start of the array '[', but had '${firstOf(text, node)}' instead`,
            path,
          );
        const items = field.items;
        return node.items.map((item, i) =>
          items === undefined ? plain(item) : value(item, items, name, `${path}[${i}]`),
        );
      }
      case 'object':
        if (node.kind !== 'object')
          return token(
            node.start,
            `Expected start of the object '{', but had '${firstOf(text, node)}' instead`,
            path,
          );
        return field.fields === undefined
          ? plain(node)
          : object(node, field.fields, `${pkg}${ucfirst(name)}`, path);
      default:
        return field satisfies never;
    }
  }

  function object(
    node: JsonNode,
    own: ModelFields,
    className: string,
    path: string,
  ): Record<string, unknown> {
    if (node.kind !== 'object')
      return token(
        node.start,
        `Expected start of the object '{', but had '${firstOf(text, node)}' instead`,
        path,
      );
    const out: Record<string, unknown> = {};
    for (const { key, keyStart, value: child } of node.entries) {
      const field = Object.hasOwn(own, key) ? own[key] : undefined;
      if (field === undefined) token(keyStart, `Encountered an unknown key '${key}'`, path, UNKNOWN_HINT);
      else out[key] = value(child, field, key, `${path}.${key}`);
    }
    const missing = Object.entries(own)
      .filter(([key, field]) => field.required && !Object.hasOwn(out, key))
      .map(([key]) => key);
    if (missing.length === 1) {
      throw new DecodingFailure(
        `Field '${missing[0]}' is required for type with serial name '${className}', but it was missing at path: ${path}`,
      );
    }
    if (missing.length > 1) {
      throw new DecodingFailure(
        `Fields [${missing.join(', ')}] are required for type with serial name '${className}', but they were missing at path: ${path}`,
      );
    }
    return out;
  }

  try {
    if (text.trim() === '')
      token(text.length, "Expected start of the object '{', but had 'EOF' instead", '$');
    const read = readJson(text);
    if (!read.ok) return token(read.offset, read.message, '$');
    return { ok: true, value: object(read.node, fields, serialName, '$') };
  } catch (error) {
    if (error instanceof DecodingFailure) return { ok: false, message: error.message };
    throw error;
  }
}

/** A `JsonElement` as plain data (for properties typed `JsonObject` / `List<JsonElement>`). */
function plain(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(node.entries.map((e) => [e.key, plain(e.value)]));
    case 'array':
      return node.items.map(plain);
    case 'string':
      return node.value;
    case 'number':
      return Number(node.literal);
    case 'word':
      return node.word === 'null' ? null : node.word === 'true';
    default:
      return node satisfies never;
  }
}
