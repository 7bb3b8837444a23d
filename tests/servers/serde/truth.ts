/**
 * @module The serde server's published truth, read off its structs: a field not wrapped in `Option`
 * is required; unsigned integers have a minimum of 0 (a `range` may raise it); a `u64` has no
 * maximum a JSON number can reach; `length` gives both string bounds (`equal` = min = max); an
 * `email` check or a pattern made for addresses is the e-mail format; enums are closed,
 * case-sensitive sets; unknown keys are ignored at every level.
 */
import type { FieldTruth, OperationTruth, RequestTruth } from '../../../src/sandbox/server-truth.ts';
import { responseTruth } from '../shared/model-response.ts';
import { defined } from '../shared/schema-serve.ts';
import { SERDE_ROUTES } from './rules.ts';
import type { Check, RustField, RustStruct, RustType, SerdeRoute } from './vocabulary.ts';

function checkOf<C extends Check['code']>(
  field: RustField,
  code: C,
): Extract<Check, { code: C }> | undefined {
  return field.checks.find((c): c is Extract<Check, { code: C }> => c.code === code);
}

/** The highest bound of a `u16`/`u32` that a discovery could state; `u64`/`i64` have none in reach. */
const INT_MAX: Readonly<Record<string, number | undefined>> = { u16: 65_535, u32: 4_294_967_295 };

function typeTruth(type: RustType, field: RustField): FieldTruth {
  switch (type.kind) {
    case 'String': {
      const length = checkOf(field, 'length');
      const email = checkOf(field, 'email') !== undefined || checkOf(field, 'regex') !== undefined;
      return {
        type: 'string',
        ...defined({ minLength: length?.equal ?? length?.min, maxLength: length?.equal ?? length?.max }),
        ...(email ? { format: 'email' as const } : {}),
      };
    }
    case 'int': {
      const range = checkOf(field, 'range');
      const floor = type.int.startsWith('u') ? 0 : undefined;
      const minimum = range?.min === undefined ? floor : Math.max(range.min, floor ?? range.min);
      const maximum = range?.max ?? INT_MAX[type.int];
      return { type: 'integer', ...defined({ minimum, maximum }) };
    }
    case 'f64': {
      const range = checkOf(field, 'range');
      return { type: 'number', ...defined({ minimum: range?.min, maximum: range?.max }) };
    }
    case 'bool':
      return { type: 'boolean' };
    case 'Vec':
      return { type: 'array' };
    case 'enum':
      return { type: 'string', enum: type.variants };
    case 'struct':
      return { type: 'object', ...structTruth(type.struct) };
    default:
      return type satisfies never;
  }
}

function structTruth(struct: RustStruct): RequestTruth {
  return {
    properties: Object.fromEntries(struct.fields.map((f) => [f.json, typeTruth(f.type, f)])),
    required: struct.fields.filter((f) => !f.optional).map((f) => f.json),
    additionalProperties: true,
  };
}

function operationTruth(route: SerdeRoute): OperationTruth {
  const { body } = route;
  return {
    method: route.method as OperationTruth['method'],
    path: route.path,
    auth: route.auth,
    ...(route.auth === 'required' ? { noTokenStatus: 401 } : {}),
    successStatus: route.successStatus,
    // Even a struct without fields refuses a body that is not an object.
    ...(body.kind === 'json' ? { validationStatus: 422, request: structTruth(body.struct) } : {}),
    ...(route.idKind === undefined ? {} : { notFoundStatus: 404 }),
    ...(route.method === 'GET' && route.documentedBody !== 'none'
      ? { getBody: body.kind === 'json' ? ('honored' as const) : ('ignored' as const) }
      : {}),
    ...(route.reply === undefined ? {} : { responseFields: responseTruth(route.reply) }),
  };
}

export function serdeOperationTruths(): Record<string, OperationTruth> {
  return Object.fromEntries(Object.entries(SERDE_ROUTES).map(([op, route]) => [op, operationTruth(route)]));
}
