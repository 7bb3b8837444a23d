/**
 * @module Whether every example in the document is valid against the schema beside it (path
 * parameters, request bodies, responses), as linters check them (redocly's
 * `no-invalid-media-type-examples`, `no-invalid-parameter-examples`). Linters read a schema that
 * does not say `additionalProperties` as forbidding unlisted fields in an example; so does this.
 */
import type { Mismatch } from './conformance-mismatch.ts';
import type { MediaTypeObject, OpenApiDocument } from './document-shape.ts';
import { type SchemaValidator, schemaValidator } from './schema-validator.ts';

/** The schema with `additionalProperties: false` wherever an object schema leaves it unsaid. */
export function closedObjects(schema: unknown, depth = 0): unknown {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || depth > 32) return schema;
  const s = schema as Record<string, unknown>;
  const out: Record<string, unknown> = { ...s };
  if (typeof s.properties === 'object' && s.properties !== null) {
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([name, sub]) => [name, closedObjects(sub, depth + 1)]),
    );
    if (s.additionalProperties === undefined) out.additionalProperties = false;
  }
  if (s.items !== undefined) out.items = closedObjects(s.items, depth + 1);
  if (Array.isArray(s.anyOf)) out.anyOf = s.anyOf.map((sub) => closedObjects(sub, depth + 1));
  return out;
}

export function exampleMismatches(
  doc: OpenApiDocument,
  validator: SchemaValidator = schemaValidator(),
): Mismatch[] {
  const out: Mismatch[] = [];
  const check = (operation: string, where: string, schema: unknown, example: unknown) => {
    if (example === undefined) return;
    const errors = validator.errors(closedObjects(schema), example);
    if (errors.length > 0) out.push({ kind: 'example-invalid', operation, where, detail: errors.join('; ') });
  };
  const media = (
    operation: string,
    where: string,
    content: Readonly<Record<string, MediaTypeObject>> = {},
  ) => {
    for (const [type, m] of Object.entries(content))
      check(operation, `${where} ${type}`, m.schema, m.example);
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const operation = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) check(operation, `parameter ${p.name}`, p.schema, p.example);
      media(operation, 'request body', op.requestBody?.content);
      for (const [status, r] of Object.entries(op.responses ?? {}))
        media(operation, `response ${status}`, r.content);
    }
  }
  return out;
}
