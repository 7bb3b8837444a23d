/**
 * @module The API Gateway test server: `node:http` dressed as an AWS API Gateway REST API with
 * Lambda proxy integrations. 403 `Missing Authentication Token` for any unknown route or method,
 * a Lambda authorizer (401 without a header, 403 explicit deny), detail-free 400 `Invalid request
 * body` from the JSON Schema draft 4 models, the Lambda's own 400 / 404 / 422 `{errorType,
 * errorMessage}`, 200 `{"data": …}` / `{"ok": true}` for every success, header-less 429, 413, 415.
 * Its truth holds each method's fields as a client meets them (the model tightened by the Lambda's
 * rules) and 400 as the validation status (the Lambda's 422s are in the README: the truth type has
 * one status per operation).
 */
import { randomUUID } from 'node:crypto';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { modelOperationTruth } from '../shared/model-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createApigwHandler, type GatewayOptions } from './gateway.ts';
import { withLambdaRules } from './lambda.ts';
import { APIGW_RULES } from './rules.ts';

export { APIGW_RULES };

export interface ApigwServerOptions {
  readonly port?: number;
  /** A usage plan per token (default 1000 per 10 s); `false` turns it off and drops it from the truth. */
  readonly rateLimit?: RateLimitOptions | false;
  /** API Gateway's payload limit, 10 MB by default. */
  readonly maxBodyBytes?: number;
}

const DIALECT = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  // Draft 4 models without `additionalProperties: false`; every model is `"type": "object"`.
  additionalProperties: true,
  rejectsNonObjectBodies: true,
};

const ENVELOPES = {
  record: { data: { type: 'object', required: true } },
  ok: { ok: { type: 'boolean', required: true } },
} as const;

export function apigwTruth(options: GatewayOptions): ServerTruth {
  const operations = Object.entries(APIGW_RULES).map(([op, rule]) => {
    const fields =
      rule.body.kind === 'object' ? withLambdaRules(rule.body.fields, rule.lambdaRules ?? []) : {};
    const body = rule.body.kind === 'object' ? { kind: 'object' as const, fields } : rule.body;
    return [op, modelOperationTruth({ ...rule, body, response: ENVELOPES[rule.answer] }, DIALECT)];
  });
  return {
    operations: Object.fromEntries(operations),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

export function startApigwServer(options: ApigwServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: GatewayOptions = {
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? 10 * 1024 * 1024,
  };
  const tenants = new TenantDirectory(() => randomUUID());
  const handler = createApigwHandler(resolved, tenants);
  return startOnLoopback(handler, options.port ?? 0, tenants, apigwTruth(resolved));
}
