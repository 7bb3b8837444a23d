/**
 * @module What leaves API Gateway: its own gateway responses (with `x-amzn-ErrorType`) and the
 * Lambda proxy's results, both `application/json`, both with the request id, the `x-amz-apigw-id`
 * and the X-Ray trace header (header names in AWS's own spelling).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createReplier } from '../shared/replier.ts';
import { GATEWAY_RESPONSES, type GatewayResponseType } from './gateway-responses.ts';
import type { LambdaProxyResult } from './lambda.ts';

/** `Root=1-<epoch seconds, hex>-<96 random bits, hex>`. */
function traceId(): string {
  return `Root=1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
}

const replier = createReplier(() => ({
  'x-amzn-RequestId': randomUUID(),
  // 16 characters of base64, one `=` of padding, as API Gateway's extended request ids look.
  'x-amz-apigw-id': randomBytes(11).toString('base64'),
  'X-Amzn-Trace-Id': traceId(),
}));

export function sendGatewayResponse(response: ServerResponse, type: GatewayResponseType) {
  const { status, errorType, body } = GATEWAY_RESPONSES[type];
  replier.send(response, status, 'application/json', JSON.stringify(body), {
    'x-amzn-ErrorType': errorType,
  });
}

export function sendLambdaResult(response: ServerResponse, result: LambdaProxyResult) {
  replier.send(response, result.statusCode, 'application/json', result.body);
}
