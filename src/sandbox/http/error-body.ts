/**
 * @module The one error-body shape of the sandbox, NestJS style: `{ statusCode, message, error }`,
 * where `message` is a list for validation failures and a sentence otherwise.
 */

/** Every error status the sandbox (or one of its faults) answers with. */
export const errorStatusText = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
} as const;

export type ErrorStatus = keyof typeof errorStatusText;

/** Why an error body is being written, so a fault or regression can target one kind. */
export type ErrorCause = 'validation' | 'other';

export interface ErrorBody {
  readonly statusCode: ErrorStatus;
  readonly message: string | readonly string[];
  readonly error: (typeof errorStatusText)[ErrorStatus];
  /** Only a fault ever adds this. */
  readonly stack?: string;
}

export function errorBody(statusCode: ErrorStatus, message: string | readonly string[]): ErrorBody {
  return { statusCode, message, error: errorStatusText[statusCode] };
}
