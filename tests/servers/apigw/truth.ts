/**
 * @module The API Gateway server's published truth, derived from its rules table and start
 * options: each method's fields as a client meets them (the model tightened by the Lambda's
 * business rules), 400 as the validation status (the Lambda's 422s are in the README: the truth
 * type has one status per operation), 401 without a token (a rejected one is 403), 200 for every
 * success with the `data` or `ok` envelope.
 */
import type { ResponseFieldTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelOperation } from '../shared/model-rules.ts';
import { type ModelTruthDialect, modelOperationTruth } from '../shared/model-truth.ts';
import { withLambdaRules } from './lambda-rules.ts';
import type { ResolvedApigwOptions } from './options.ts';
import { APIGW_RULES, type ApigwOperation } from './rules.ts';

const DIALECT: ModelTruthDialect = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  // Draft 4 models without `additionalProperties: false`.
  additionalProperties: true,
  // Every model is `"type": "object"`, so an array or a scalar is an invalid body.
  rejectsNonObjectBodies: true,
};

const ENVELOPES: Readonly<Record<ApigwOperation['answer'], Readonly<Record<string, ResponseFieldTruth>>>> = {
  record: { data: { type: 'object', required: true } },
  ok: { ok: { type: 'boolean', required: true } },
};

/** The operation as a client meets it. */
function asClientSeesIt(rule: ApigwOperation): ModelOperation {
  const body =
    rule.body.kind === 'object'
      ? { kind: 'object' as const, fields: withLambdaRules(rule.body.fields, rule.lambdaRules ?? []) }
      : rule.body;
  return { ...rule, body, response: ENVELOPES[rule.answer] };
}

export function apigwTruth(options: ResolvedApigwOptions): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(APIGW_RULES).map(([op, rule]) => [
        op,
        modelOperationTruth(asClientSeesIt(rule), DIALECT),
      ]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}
