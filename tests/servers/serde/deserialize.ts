/**
 * @module `serde_path_to_error::deserialize` into a request struct, as `serde_json` and
 * `#[derive(Deserialize)]` do it: keys read in document order and the FIRST problem ends it (a
 * wrong type, an unknown enum variant, a negative or fractional number for an integer, `null` for
 * anything but an `Option`), then fields left out that are not `Option`s (`missing field`), in
 * declaration order; unknown keys skipped. The error names the path (`primary.legalName`,
 * `changeOrderIds[0]`; nothing at the top level) and where the reader stood.
 */
import { position, type SerdeJson } from './json.ts';
import type { RustInt, RustStruct, RustType } from './vocabulary.ts';

export type Deserialized =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly error: string };

const INT_RANGE: Readonly<Record<RustInt, readonly [bigint, bigint]>> = {
  u16: [0n, 65_535n],
  u32: [0n, 4_294_967_295n],
  u64: [0n, 18_446_744_073_709_551_615n],
  i64: [-9_223_372_036_854_775_808n, 9_223_372_036_854_775_807n],
};

class DataError extends Error {
  constructor(
    readonly path: string,
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

/** `f64`'s `Display` with serde's decimal point: `2.0`, `0.5`, `100000000000000000000.0`. */
function float(literal: string): string {
  const n = Number(literal);
  if (!Number.isFinite(n)) return literal;
  return Number.isInteger(n) ? `${BigInt(n)}.0` : String(n);
}

/** serde's `Unexpected`, as serde_json words it. */
function unexpected(node: SerdeJson): string {
  switch (node.kind) {
    case 'null':
      return 'null';
    case 'bool':
      return `boolean \`${node.value}\``;
    case 'number':
      return /[.eE]/.test(node.literal)
        ? `floating point \`${float(node.literal)}\``
        : `integer \`${node.literal}\``;
    case 'string':
      return `string ${JSON.stringify(node.value)}`;
    case 'array':
      return 'sequence';
    case 'object':
      return 'map';
    default:
      return node satisfies never;
  }
}

function expecting(type: RustType): string {
  switch (type.kind) {
    case 'String':
      return 'a string';
    case 'int':
      return type.int;
    case 'f64':
      return 'f64';
    case 'bool':
      return 'a boolean';
    case 'Vec':
      return 'a sequence';
    case 'enum':
      return `enum ${type.name}`;
    case 'struct':
      return `struct ${type.struct.name}`;
    default:
      return type satisfies never;
  }
}

/** serde's `OneOf`: `` expected `a` ``, `` expected `a` or `b` ``, `` expected one of `a`, `b`, `c` ``. */
function oneOf(names: readonly string[]): string {
  const quoted = names.map((n) => `\`${n}\``);
  if (quoted.length === 1) return `expected ${quoted[0]}`;
  if (quoted.length === 2) return `expected ${quoted[0]} or ${quoted[1]}`;
  return `expected one of ${quoted.join(', ')}`;
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

function value(node: SerdeJson, type: RustType, path: string): unknown {
  const wrong = () =>
    new DataError(path, `invalid type: ${unexpected(node)}, expected ${expecting(type)}`, node.end);
  switch (type.kind) {
    case 'String':
      if (node.kind !== 'string') throw wrong();
      return node.value;
    case 'bool':
      if (node.kind !== 'bool') throw wrong();
      return node.value;
    case 'f64':
      if (node.kind !== 'number') throw wrong();
      return Number(node.literal);
    case 'int':
      return integer(node, type.int, path, wrong);
    case 'Vec':
      if (node.kind !== 'array') throw wrong();
      return node.items.map((item, i) => value(item, type.of, join(path, i)));
    case 'enum':
      if (node.kind !== 'string') throw wrong();
      if (!type.variants.includes(node.value))
        throw new DataError(path, `unknown variant \`${node.value}\`, ${oneOf(type.variants)}`, node.end);
      return node.value;
    case 'struct':
      if (node.kind !== 'object') throw wrong();
      return structValue(node, type.struct, path);
    default:
      return type satisfies never;
  }
}

function integer(node: SerdeJson, int: RustInt, path: string, wrong: () => DataError): number {
  if (node.kind !== 'number' || /[.eE]/.test(node.literal)) throw wrong();
  const n = BigInt(node.literal);
  // serde_json reads integers past u64 (or below i64) as floats.
  if (n > INT_RANGE.u64[1] || n < INT_RANGE.i64[0])
    throw new DataError(
      path,
      `invalid type: floating point \`${float(node.literal)}\`, expected ${int}`,
      node.end,
    );
  const [low, high] = INT_RANGE[int];
  if (n < low || n > high)
    throw new DataError(path, `invalid value: integer \`${n}\`, expected ${int}`, node.end);
  return Number(n);
}

function structValue(
  node: Extract<SerdeJson, { kind: 'object' }>,
  struct: RustStruct,
  path: string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const [key, child] of node.entries) {
    const field = struct.fields.find((f) => f.json === key);
    if (field === undefined) continue;
    if (seen.has(key)) throw new DataError(path, `duplicate field \`${key}\``, child.end);
    seen.add(key);
    if (field.optional && child.kind === 'null') continue;
    out[key] = value(child, field.type, join(path, key));
  }
  for (const field of struct.fields) {
    if (!field.optional && !seen.has(field.json))
      throw new DataError(path, `missing field \`${field.json}\``, node.end);
  }
  return out;
}

/** The body as the handler's struct, or the error text serde_path_to_error displays. */
export function deserialize(root: SerdeJson, struct: RustStruct, text: string): Deserialized {
  try {
    const type: RustType = { kind: 'struct', struct };
    return { ok: true, value: value(root, type, '') as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    const where = `${error.message} ${position(text, error.at)}`;
    return { ok: false, error: error.path === '' ? where : `${error.path}: ${where}` };
  }
}
