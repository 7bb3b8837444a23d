/**
 * @module A JSON Schema 2020-12 validator (the dialect of OpenAPI 3.1) for the observed document's
 * schemas, as a tool reading the document would apply them: ajv with its formats, union types
 * allowed, unknown keywords tolerated (OpenAPI's `example`, `x-` keys). Each schema is compiled
 * once per validator; a schema ajv cannot compile is reported as such, never read as "valid".
 */

import type { ValidateFunction } from 'ajv/dist/2020.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** Errors of one validation, each `path message` (`/message must be array`); empty when valid. */
export type SchemaErrors = readonly string[];

export interface SchemaValidator {
  /** The errors of `value` against `schema`; an uncompilable schema is one error naming why. */
  readonly errors: (schema: unknown, value: unknown) => SchemaErrors;
}

export function schemaValidator(): SchemaValidator {
  // `ownProperties`: a body's inherited `toString` is no property of it.
  const ajv = new Ajv2020({ strict: false, allErrors: false, allowUnionTypes: true, ownProperties: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction | string>();
  const compile = (schema: unknown): ValidateFunction | string => {
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    if (fn === undefined) {
      try {
        fn = ajv.compile(schema as object);
      } catch (err) {
        fn = `schema does not compile: ${(err as Error).message}`;
      }
      compiled.set(key, fn);
    }
    return fn;
  };
  return {
    errors: (schema, value) => {
      if (schema === undefined || schema === true) return [];
      const fn = compile(schema);
      if (typeof fn === 'string') return [fn];
      if (fn(value)) return [];
      return (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
    },
  };
}
