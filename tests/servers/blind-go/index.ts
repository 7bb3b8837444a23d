/**
 * @module The blind-go test server: `node:http` dressed as a Go/Gin service with go-playground/validator.
 * 400 `{ "error": "Key: 'CreatePropertyRequest.Bedrooms' Error:Field validation for 'Bedrooms' failed
 * on the 'max' tag" }` (no limits, no allowed values), Go unmarshal and syntax errors, unknown fields
 * ignored, zero values as missing, 401 plain text everywhere, `{ data, meta }` on every 200, int64 ids.
 */
export type { BlindGoServerOptions } from './options.ts';
export { GO_RULES } from './rules.ts';
export { startBlindGoServer } from './server.ts';
export type { GoField, GoOperationRule, GoStruct } from './vocabulary.ts';
