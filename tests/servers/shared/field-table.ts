/**
 * @module The table of a server that writes its fields as the truth states them (`FieldTruth`, its
 * `required` list being what the service insists on): the row laid over the shared routes, auth
 * where the document shows `Authorization` unless the row says otherwise, and the truth derived
 * from the rows. The lax and spring servers cover a subset of the document's operations this way.
 */
import type {
  FieldTruth,
  OperationTruth,
  ServerTruth,
  TruthFieldType,
} from '../../../src/sandbox/server-truth.ts';
import { ROUTES, type Route } from './routes.ts';
import type { OperationNumber } from './rules.ts';

export interface FieldTableOperation extends Route {
  readonly auth: 'required' | 'none';
  readonly successStatus: 200 | 201 | 204;
  readonly fields?: Readonly<Record<string, FieldTruth>>;
  readonly required?: readonly string[];
  /** Top-level fields of the success body, all always present. */
  readonly response?: Readonly<Record<string, TruthFieldType>>;
}

/** One row: the route of operation `op` with the server's own conventions. */
export function onFieldRoute<Row extends FieldTableOperation>(
  op: OperationNumber,
  own: Omit<Row, keyof Route | 'auth'> & { readonly auth?: 'required' | 'none' },
): Row {
  return { ...ROUTES[op], auth: ROUTES[op].documentedAuth ? 'required' : 'none', ...own } as Row;
}

function operationTruth(rule: FieldTableOperation, validationStatus: number): OperationTruth {
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' && { noTokenStatus: 401 }),
    successStatus: rule.successStatus,
    ...(rule.fields !== undefined && {
      validationStatus,
      request: { properties: rule.fields, required: rule.required ?? [], additionalProperties: true },
    }),
    ...(rule.idKind !== undefined && { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && rule.fields !== undefined && { getBody: 'honored' as const }),
    ...(rule.response !== undefined && {
      responseFields: Object.fromEntries(
        Object.entries(rule.response).map(([k, type]) => [k, { type, required: true }]),
      ),
    }),
  };
}

/** Unknown fields are ignored, JSON errors; 401 without a token, 404 for an unknown id. */
export function fieldTableTruth(
  rules: Readonly<Partial<Record<OperationNumber, FieldTableOperation>>>,
  validationStatus: number,
): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(rules).map(([n, rule]) => [n, operationTruth(rule, validationStatus)]),
    ),
    errorContentType: 'application/json',
  };
}
