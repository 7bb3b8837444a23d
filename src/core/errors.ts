/**
 * @module Harness errors: the harness could not do its job (bad configuration, unreachable target…).
 * They are distinct from findings, which are verdicts on the API. Each has a stable code; all map to
 * exit code 2.
 */

export type HarnessErrorCode =
  | 'BAD_CONFIG'
  | 'UNREACHABLE'
  | 'TIMEOUT'
  | 'BUDGET_EXHAUSTED'
  | 'TIME_BUDGET'
  | 'BAD_BASELINE'
  | 'NOTHING_FOUND'
  | 'CREDENTIALS_REFUSED'
  | 'WRITE_FAILED'
  | 'INTERNAL';

export class HarnessError extends Error {
  override readonly name = 'HarnessError';
  constructor(
    readonly code: HarnessErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export class ConfigError extends HarnessError {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super('BAD_CONFIG', `${variable}: ${message}`);
  }
}

/** The request budget (`MAX_REQUESTS`) is spent: the run stops sending and reports what it has. */
export class BudgetExhaustedError extends HarnessError {
  constructor(limit: number) {
    super('BUDGET_EXHAUSTED', `request budget of ${limit} (MAX_REQUESTS) is spent`);
  }
}

export const exitCodes = { pass: 0, fail: 1, harness: 2 } as const;
