/**
 * @module What one sandbox server is made of: tokens, state, faults, regressions, the operation
 * table, the rate limit and the body cap. Its own file so the pipeline (`server.ts`) and the
 * operation dispatch (`dispatch.ts`) share it without importing each other.
 */
import type { Tokens } from './auth.ts';
import type { Fault } from './faults/fault.ts';
import type { OperationTable } from './operations/index.ts';
import type { RateLimitConfig } from './rate-limit.ts';
import type { Regression } from './regressions/regression.ts';
import type { SandboxState } from './state/sandbox-state.ts';

export interface ServerConfig {
  readonly tokens: Tokens;
  readonly state: SandboxState;
  readonly faults: readonly Fault[];
  readonly regressions: readonly Regression[];
  /** The operation table served: the sandbox's own, or one rewritten by regressions. */
  readonly operations: OperationTable;
  readonly rateLimit: RateLimitConfig;
  readonly maxBodyBytes: number;
}
