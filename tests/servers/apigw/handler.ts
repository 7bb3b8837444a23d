/**
 * @module API Gateway's request pipeline in front of the Lambda: the payload limit (413) → the
 * resource and method match (anything else, another version's path or the other trailing-slash
 * variant included: 403 `Missing Authentication Token`) → the Lambda authorizer (401 / 403) → the
 * usage plan's throttle per token (429) → the request validator: model by content type (415), then
 * the JSON Schema model (400 `Invalid request body`) → the Lambda (400 / 404 / 422 / 200).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FixedWindow } from '../shared/fixed-window.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { readBody } from '../shared/read-body.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { authorize } from './authorizer.ts';
import { createLambda } from './lambda.ts';
import { modelValidator } from './model-schema.ts';
import type { ResolvedApigwOptions } from './options.ts';
import { sendGatewayResponse, sendLambdaResult } from './reply.ts';
import { readModelInput } from './request-body.ts';
import { APIGW_RULES, type ApigwOperation } from './rules.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

// Resources are exact: API Gateway matches neither another case nor the other slash variant.
const route = createModelRouter<ApigwOperation>(APIGW_RULES, {
  caseInsensitive: false,
  param: /^[^/]+$/,
  trailingSlash: 'exact',
});

const MODELS: Partial<Record<OperationNumber, (body: unknown) => boolean>> = Object.fromEntries(
  Object.entries(APIGW_RULES).flatMap(([op, rule]) =>
    rule.body.kind === 'object' ? [[op, modelValidator(rule.body.fields)]] : [],
  ),
);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createApigwHandler(options: ResolvedApigwOptions, tenants: TenantDirectory): RequestHandler {
  const throttle = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const lambda = createLambda(tenants);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const read = await readBody(request, options.maxBodyBytes);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too_large') return sendGatewayResponse(response, 'REQUEST_TOO_LARGE');
    const found = route(request.method, request.url);
    if (found.kind !== 'match') return sendGatewayResponse(response, 'MISSING_AUTHENTICATION_TOKEN');
    const { op, rule } = found;
    const caller = authorize(request.headers.authorization, rule.auth, tenants);
    if (caller.kind === 'refused') return sendGatewayResponse(response, caller.response);
    if (throttle !== undefined && !throttle.hit(caller.tenant?.name ?? 'anonymous').allowed)
      return sendGatewayResponse(response, 'THROTTLED');

    let body: Record<string, unknown> = {};
    const model = MODELS[op];
    if (model !== undefined) {
      const input = readModelInput(read.bytes, request.headers['content-type']);
      if (input.kind === 'unsupported_media_type')
        return sendGatewayResponse(response, 'UNSUPPORTED_MEDIA_TYPE');
      if (input.kind !== 'body' || !isRecord(input.value) || !model(input.value))
        return sendGatewayResponse(response, 'BAD_REQUEST_BODY');
      body = input.value;
    }
    sendLambdaResult(response, lambda({ op, rule, tenant: caller.tenant, pathId: found.id, body }));
  }

  return (request, response) => {
    handle(request, response).catch(() => {
      // The Lambda catches everything and answers 400: no 502 from a crashed function, ever.
      if (response.headersSent) return response.destroy();
      sendLambdaResult(response, {
        statusCode: 400,
        body: JSON.stringify({ errorType: 'BadRequest', errorMessage: 'bad request' }),
      });
    });
  };
}
