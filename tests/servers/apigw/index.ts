/**
 * @module The API Gateway test server: `node:http` dressed as an AWS API Gateway REST API with
 * Lambda proxy integrations. 403 `Missing Authentication Token` for any unknown route or method,
 * a Lambda authorizer (401 without a header, 403 explicit deny), detail-free 400 `Invalid request
 * body` from the JSON Schema draft 4 models, the Lambda's own 400 / 404 / 422 `{errorType,
 * errorMessage}`, 200 `{"data": …}` / `{"ok": true}` for every success, header-less 429, 413, 415.
 */
export type { ApigwServerOptions } from './options.ts';
export { APIGW_RULES } from './rules.ts';
export { startApigwServer } from './server.ts';
