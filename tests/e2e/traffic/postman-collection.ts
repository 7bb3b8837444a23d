/**
 * @module A Postman collection v2.1 as a team keeps one: one saved request per operation (no saved
 * responses), `{{baseUrl}}` and a bearer `{{token}}` as collection variables, the bodies and path ids
 * taken from an observed `openapi.json` (each request body's and path parameter's `example`), with
 * the team's own bodies where it gives them, and any extra headers it sends on every request.
 */
import { operations } from '../../../fixtures/catalog.ts';
import { idVariable, pathParams } from '../../../fixtures/operation-def.ts';
import type { IdVariable } from '../../../src/core/config.ts';

interface OpenApiOperation {
  readonly parameters?: readonly { readonly name: string; readonly in: string; readonly example?: string }[];
  readonly requestBody?: { readonly content: Record<string, { readonly example?: unknown }> };
}

export interface CollectionInput {
  readonly openapi: { readonly paths: Record<string, Record<string, OpenApiOperation>> };
  readonly baseUrl: string;
  readonly token: string;
  /** Bodies by operation number, over the document's examples. */
  readonly bodies?: Readonly<Record<number, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
  /** Record ids by variable (`SESSION_ID`), for path parameters the document has no example of. */
  readonly ids?: Readonly<Partial<Record<IdVariable, string>>>;
}

export function postmanCollection(input: CollectionInput): unknown {
  const item = operations.map((op) => {
    const observed = input.openapi.paths[op.path]?.[op.method.toLowerCase()];
    const path = op.path.replace(/\{(\w+)\}/g, ':$1');
    const example = (name: string) =>
      observed?.parameters?.find((p) => p.in === 'path' && p.name === name)?.example;
    const variable = pathParams(op.path).map((name) => ({
      key: name,
      value: example(name) ?? input.ids?.[idVariable(name) as IdVariable] ?? '',
    }));
    const body = input.bodies?.[op.number] ?? Object.values(observed?.requestBody?.content ?? {})[0]?.example;
    return {
      name: `#${op.number} ${op.summary}`,
      request: {
        method: op.method,
        header: [
          { key: 'Content-Type', value: 'application/json' },
          ...Object.entries(input.headers ?? {}).map(([key, value]) => ({ key, value })),
        ],
        url: { raw: `{{baseUrl}}${path}`, host: ['{{baseUrl}}'], path: path.split('/').slice(1), variable },
        ...(op.body.kind !== 'none' &&
          body !== undefined && { body: { mode: 'raw', raw: JSON.stringify(body) } }),
      },
      response: [],
    };
  });
  return {
    info: {
      name: 'Property, referral and deal operations (team collection)',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{token}}', type: 'string' }] },
    variable: [
      { key: 'baseUrl', value: input.baseUrl.replace(/\/$/, '') },
      { key: 'token', value: input.token },
    ],
    item,
  };
}
