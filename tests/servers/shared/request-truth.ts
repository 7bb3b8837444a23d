/**
 * @module Derives a server's published truth from its rules table, so the truth is a pure function
 * of the same table its validation reads: per operation (`operationTruth`, under the server's
 * statuses and response fields) and whole (`tableTruth`).
 */
import type {
  FieldTruth,
  OperationTruth,
  RequestTruth,
  ResponseFieldTruth,
  ServerTruth,
} from '../../../src/sandbox/server-truth.ts';
import { type BodyRule, defined, type FieldRule, type OperationNumber, type OperationRule } from './rules.ts';

export interface TruthDialect {
  /** Whether case variants of enum values are accepted. */
  readonly enumCaseInsensitive: boolean;
  /** Whether unknown fields are ignored (true) or rejected (false). */
  readonly additionalProperties: boolean;
}

export function fieldTruth(rule: FieldRule, dialect: TruthDialect): FieldTruth {
  switch (rule.type) {
    case 'string':
      return { type: 'string', ...defined({ minLength: rule.minLength, maxLength: rule.maxLength }) };
    case 'email':
      return { type: 'string', format: 'email', ...defined({ maxLength: rule.maxLength }) };
    case 'enum':
      return dialect.enumCaseInsensitive
        ? { type: 'string', enum: rule.values, enumCaseInsensitive: true }
        : { type: 'string', enum: rule.values };
    case 'integer':
    case 'number':
      return { type: rule.type, ...defined({ minimum: rule.minimum, maximum: rule.maximum }) };
    case 'boolean':
    case 'array':
    case 'object':
      return { type: rule.type };
    default:
      return rule satisfies never;
  }
}

/** `undefined` when the body is not read at all. */
export function requestTruth(body: BodyRule, dialect: TruthDialect): RequestTruth | undefined {
  switch (body.kind) {
    case 'none':
    case 'ignored':
      return undefined;
    case 'object':
      return {
        properties: Object.fromEntries(
          Object.entries(body.fields).map(([name, rule]) => [name, fieldTruth(rule, dialect)]),
        ),
        required: body.required,
        additionalProperties: dialect.additionalProperties,
      };
    default:
      return body satisfies never;
  }
}

/**
 * A server's statuses and answer shape; a rule's own `validationStatus`/`notFoundStatus` win. The
 * statuses are 401, 400 and 404 unless stated.
 */
export interface TruthConventions {
  readonly dialect: TruthDialect;
  readonly noTokenStatus?: number;
  readonly validationStatus?: number;
  readonly notFoundStatus?: number;
  readonly responseFields: (rule: OperationRule) => Readonly<Record<string, ResponseFieldTruth>> | undefined;
}

/** Response fields every success carries, all required (`{ success: 'boolean', result: 'object' }`). */
export const envelope =
  (fields: Readonly<Record<string, ResponseFieldTruth['type']>>) => (): Record<string, ResponseFieldTruth> =>
    Object.fromEntries(Object.entries(fields).map(([name, type]) => [name, { type, required: true }]));

type RuleWithStatuses = OperationRule & {
  readonly validationStatus?: number;
  readonly notFoundStatus?: number;
};

export function operationTruth(rule: RuleWithStatuses, c: TruthConventions): OperationTruth {
  const request = requestTruth(rule.body, c.dialect);
  const responseFields = c.responseFields(rule);
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' ? { noTokenStatus: c.noTokenStatus ?? 401 } : {}),
    successStatus: rule.successStatus,
    ...(request === undefined
      ? {}
      : { validationStatus: rule.validationStatus ?? c.validationStatus ?? 400, request }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: rule.notFoundStatus ?? c.notFoundStatus ?? 404 }),
    ...(rule.method === 'GET' && rule.body.kind !== 'none'
      ? { getBody: rule.body.kind === 'object' ? ('honored' as const) : ('ignored' as const) }
      : {}),
    ...(responseFields === undefined ? {} : { responseFields }),
  };
}

/** The whole truth: every operation of the table, then the server's limits and error type. */
export function tableTruth(
  rules: Readonly<Record<OperationNumber, RuleWithStatuses>>,
  c: TruthConventions,
  limits: Omit<ServerTruth, 'operations' | 'rateLimit'> & {
    readonly rateLimit?: ServerTruth['rateLimit'] | false;
  },
): ServerTruth {
  const { rateLimit, ...rest } = limits;
  return {
    operations: Object.fromEntries(Object.entries(rules).map(([op, rule]) => [op, operationTruth(rule, c)])),
    ...(rateLimit === undefined || rateLimit === false ? {} : { rateLimit: { ...rateLimit } }),
    ...rest,
  };
}
