/**
 * @module API Gateway's request pipeline in front of the Lambda: the payload limit (413) → the
 * resource and method match (anything else, another version's path or the other trailing-slash
 * variant included: 403 `Missing Authentication Token`) → the Lambda authorizer (401 / 403) → the
 * usage plan's throttle per token (429) → the request validator: model by content type (415), then
 * the JSON Schema model (400 `Invalid request body`) → the Lambda (400 / 404 / 422 / 200). Every
 * answer is `application/json` with AWS's request id, `x-amz-apigw-id` and X-Ray trace headers;
 * the gateway's own answers add `x-amzn-ErrorType`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { readBody } from '../shared/read-body.ts';
import { createReplier } from '../shared/replier.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { createLambda, type LambdaProxyResult } from './lambda.ts';
import { modelValidator } from './model-schema.ts';
import { APIGW_RULES, type ApigwOperation } from './rules.ts';

/** Its "gateway responses", by response type: status, `x-amzn-ErrorType`, the body's message. */
const GATEWAY = {
  /** No resource or method matches: API Gateway's famous answer to an unknown route. */
  MISSING_AUTHENTICATION_TOKEN: [403, 'MissingAuthenticationToken', 'Missing Authentication Token'],
  /** The authorizer's identity source (the `Authorization` header) is missing. */
  UNAUTHORIZED: [401, 'Unauthorized', 'Unauthorized'],
  /** The authorizer's Deny policy; the capital `M` of its key is real API Gateway's. */
  ACCESS_DENIED: [
    403,
    'AccessDenied',
    'User is not authorized to access this resource with an explicit deny',
    'Message',
  ],
  BAD_REQUEST_BODY: [400, 'BadRequest', 'Invalid request body'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'UnsupportedMediaType', 'Unsupported Media Type'],
  REQUEST_TOO_LARGE: [413, 'RequestEntityTooLarge', 'Request Too Long'],
  /** Usage-plan throttling: no `Retry-After`, no rate headers. */
  THROTTLED: [429, 'TooManyRequests', 'Too Many Requests'],
} as const satisfies Record<string, readonly [number, string, string, 'Message'?]>;

const replier = createReplier(() => ({
  'x-amzn-RequestId': randomUUID(),
  // 16 characters of base64, one `=` of padding, as API Gateway's extended request ids look.
  'x-amz-apigw-id': randomBytes(11).toString('base64'),
  // `Root=1-<epoch seconds, hex>-<96 random bits, hex>`.
  'X-Amzn-Trace-Id': `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`,
}));

function gateway(response: ServerResponse, type: keyof typeof GATEWAY) {
  const [status, errorType, message, key = 'message'] = GATEWAY[type];
  const headers = { 'x-amzn-ErrorType': `${errorType}Exception` };
  replier.send(response, status, 'application/json', JSON.stringify({ [key]: message }), headers);
}

const relay = (response: ServerResponse, result: LambdaProxyResult) =>
  replier.send(response, result.statusCode, 'application/json', result.body);

// Resources are exact: API Gateway matches neither another case nor the other slash variant.
const route = createModelRouter<ApigwOperation>(APIGW_RULES, {
  caseInsensitive: false,
  param: /^[^/]+$/,
  trailingSlash: 'exact',
});

const MODELS = Object.fromEntries(
  Object.entries(APIGW_RULES).flatMap(([op, rule]) =>
    rule.body.kind === 'object' ? [[op, modelValidator(rule.body.fields)]] : [],
  ),
) as Partial<Record<string, (body: unknown) => boolean>>;

/**
 * The body a model sees: mapped to `application/json` only (another type finds no model: 415; no
 * type is taken as JSON), empty as `{}`; bytes that are not UTF-8 JSON objects are invalid.
 */
function modelInput(bytes: Buffer, contentType: string | undefined): unknown {
  if (bytes.length === 0) return {};
  const type = (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return 'UNSUPPORTED_MEDIA_TYPE';
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface GatewayOptions {
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function createApigwHandler(options: GatewayOptions, tenants: TenantDirectory) {
  const throttle = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const lambda = createLambda(tenants);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const read = await readBody(request, options.maxBodyBytes);
    if (read.kind === 'aborted') return;
    if (read.kind === 'too_large') return gateway(response, 'REQUEST_TOO_LARGE');
    const found = route(request.method, request.url);
    if (found.kind !== 'match') return gateway(response, 'MISSING_AUTHENTICATION_TOKEN');
    const { op, rule } = found;
    // The authorizer runs where the document shows Authorization: no header is a 401, a token it
    // does not know a Deny (403). Public methods read the header to scope results, if it names anyone.
    const header = request.headers.authorization;
    const tenant = tenants.byToken(bearerToken(header));
    if (rule.auth === 'required' && (header === undefined || header.trim() === ''))
      return gateway(response, 'UNAUTHORIZED');
    if (rule.auth === 'required' && tenant === undefined) return gateway(response, 'ACCESS_DENIED');
    if (throttle !== undefined && !throttle.hit(tenant?.name ?? 'anonymous').allowed)
      return gateway(response, 'THROTTLED');
    let body: Record<string, unknown> = {};
    const model = MODELS[op];
    if (model !== undefined) {
      const input = modelInput(read.bytes, request.headers['content-type']);
      if (input === 'UNSUPPORTED_MEDIA_TYPE') return gateway(response, input);
      if (input === undefined || !model(input)) return gateway(response, 'BAD_REQUEST_BODY');
      body = input as Record<string, unknown>;
    }
    relay(response, lambda({ op, rule, tenant, pathId: found.id, body }));
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      // The Lambda catches everything and answers 400: no 502 from a crashed function, ever.
      if (response.headersSent) return response.destroy();
      relay(response, {
        statusCode: 400,
        body: JSON.stringify({ errorType: 'BadRequest', errorMessage: 'bad request' }),
      });
    });
  };
}
