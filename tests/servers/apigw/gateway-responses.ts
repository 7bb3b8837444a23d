/**
 * @module API Gateway's own answers (its "gateway responses", named by their response types), sent
 * before or instead of the Lambda: a status, the `x-amzn-ErrorType` header and a fixed body. Note
 * the capital `M` of the explicit-deny body: real API Gateway writes it that way.
 */

export interface GatewayResponse {
  readonly status: 400 | 401 | 403 | 413 | 415 | 429;
  readonly errorType: string;
  readonly body: Readonly<Record<string, string>>;
}

export const GATEWAY_RESPONSES = {
  /** No resource or method matches: API Gateway's famous answer to an unknown route. */
  MISSING_AUTHENTICATION_TOKEN: {
    status: 403,
    errorType: 'MissingAuthenticationTokenException',
    body: { message: 'Missing Authentication Token' },
  },
  /** The authorizer's identity source (the `Authorization` header) is missing. */
  UNAUTHORIZED: { status: 401, errorType: 'UnauthorizedException', body: { message: 'Unauthorized' } },
  /** The Lambda authorizer answered with a Deny policy. */
  ACCESS_DENIED: {
    status: 403,
    errorType: 'AccessDeniedException',
    body: { Message: 'User is not authorized to access this resource with an explicit deny' },
  },
  BAD_REQUEST_BODY: {
    status: 400,
    errorType: 'BadRequestException',
    body: { message: 'Invalid request body' },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    errorType: 'UnsupportedMediaTypeException',
    body: { message: 'Unsupported Media Type' },
  },
  REQUEST_TOO_LARGE: {
    status: 413,
    errorType: 'RequestEntityTooLargeException',
    body: { message: 'Request Too Long' },
  },
  /** Usage-plan throttling: no `Retry-After`, no rate headers. */
  THROTTLED: { status: 429, errorType: 'TooManyRequestsException', body: { message: 'Too Many Requests' } },
} as const satisfies Readonly<Record<string, GatewayResponse>>;

export type GatewayResponseType = keyof typeof GATEWAY_RESPONSES;
