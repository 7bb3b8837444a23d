/**
 * @module The blind-zod server's published truth, derived from its rules table and start options.
 * Nullable fields are listed like any other field: `FieldTruth` has no word for "null accepted".
 */
import type {
  FieldTruth,
  OperationTruth,
  RequestTruth,
  ResponseFieldTruth,
} from '../../../src/sandbox/server-truth.ts';
import { defined } from '../shared/schema-serve.ts';
import { ECHOES } from './responders.ts';
import { ZOD_RULES } from './rules.ts';
import type { ResolvedBlindZodOptions, ZodBodyRule, ZodFieldRule, ZodOperationRule } from './vocabulary.ts';

export function zodFieldTruth(rule: ZodFieldRule): FieldTruth {
  switch (rule.type) {
    case 'string':
      return {
        type: 'string',
        ...defined({ minLength: rule.length ?? rule.min, maxLength: rule.length ?? rule.max }),
        ...(rule.email ? { format: 'email' as const } : {}),
      };
    case 'enum':
      return { type: 'string', enum: rule.options };
    case 'int':
      return {
        type: 'integer',
        ...defined({
          minimum: rule.refine?.min ?? rule.min,
          maximum: rule.refine?.max ?? rule.max,
        }),
      };
    case 'boolean':
    case 'array':
      return { type: rule.type };
    case 'record':
      return { type: 'object' };
    default:
      return rule satisfies never;
  }
}

export function zodRequestTruth(body: ZodBodyRule): RequestTruth | undefined {
  if (body.kind !== 'object') return undefined;
  const fields = Object.entries(body.shape);
  return {
    properties: Object.fromEntries(fields.map(([name, rule]) => [name, zodFieldTruth(rule)])),
    required: fields.filter(([, rule]) => !rule.optional && rule.default === undefined).map(([name]) => name),
    additionalProperties: body.unknownKeys === 'strip',
  };
}

export function zodOperationTruth(rule: ZodOperationRule): OperationTruth {
  const request = zodRequestTruth(rule.body);
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth === 'bearer' ? 'required' : 'none',
    ...(rule.auth === 'bearer' ? { noTokenStatus: 401 } : {}),
    successStatus: rule.successStatus,
    ...(request === undefined ? {} : { validationStatus: 400, request }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && rule.body.kind !== 'none'
      ? { getBody: rule.body.kind === 'ignored' ? ('ignored' as const) : ('honored' as const) }
      : {}),
    ...(rule.response === undefined ? {} : { responseFields: rule.response }),
  };
}

export function zodOperationTruths(options: ResolvedBlindZodOptions): Record<string, OperationTruth> {
  return Object.fromEntries(
    (Object.entries(ZOD_RULES) as [string, ZodOperationRule][]).map(([op, rule]) => {
      const body = options.bodies[op as keyof typeof ZOD_RULES];
      if (body === undefined) return [op, zodOperationTruth(rule)];
      const response = ECHOES.includes(op) ? { ...rule.response, ...echoed(body) } : rule.response;
      return [op, zodOperationTruth({ ...rule, body, ...(response && { response }) })];
    }),
  );
}

/** The fields an echoing success body adds: every parsed key (one with a default always). */
function echoed(body: ZodBodyRule): Record<string, ResponseFieldTruth> {
  if (body.kind !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body.shape).map(([name, rule]) => [
      name,
      { type: zodFieldTruth(rule).type, required: !rule.optional || rule.default !== undefined },
    ]),
  );
}
