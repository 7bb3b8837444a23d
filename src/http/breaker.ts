/**
 * @module The per-operation breaker: after a few answers to one operation slower than
 * `RESPONSE_TIME_MS` or timed out, nothing more is sent to it for the rest of the run (a 15 s
 * endpoint would otherwise eat the time budget), and the trip becomes a failing finding. An
 * operation that times out before it ever answered opens it at once: each further request would
 * wait out `REQUEST_TIMEOUT_MS` again, and the timeout already fails the run.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Exchange } from '../core/exchange.ts';

/** Slow or timed-out answers that open the breaker of an operation. */
export const BREAKER_TRIPS = 3;

/** The operation's breaker is open: the request was not sent. */
export class OperationUnresponsive extends Error {
  override readonly name = 'OperationUnresponsive';
  constructor(readonly operation: OperationNumber) {
    super(`operation ${operation} stopped answering in time; no more requests are sent to it`);
  }
}

export interface BreakerTrip {
  readonly operation: OperationNumber;
  /** The slow or timed-out exchanges that opened it, in order. */
  readonly exchanges: readonly Exchange[];
  /** Requests refused afterwards. */
  readonly refused: number;
}

export class OperationBreaker {
  private readonly slow = new Map<OperationNumber, Exchange[]>();
  private readonly refusedByOp = new Map<OperationNumber, number>();
  /** Operations that answered at least once (any status, in any time). */
  private readonly answered = new Set<OperationNumber>();
  /** Operations whose first answer never came: timed out before any answer. */
  private readonly silent = new Set<OperationNumber>();

  constructor(
    /** An answer slower than this counts (`RESPONSE_TIME_MS`). */
    readonly slowMs: number,
    readonly trips = BREAKER_TRIPS,
  ) {}

  /** Counts an exchange's answer time (a timeout counts whatever its duration). */
  record(ex: Exchange): void {
    if (ex.operation === undefined || this.isOpen(ex.operation)) return;
    const timedOut = ex.failure?.kind === 'timeout';
    if (ex.response !== undefined) this.answered.add(ex.operation);
    if (!timedOut && (ex.failure !== undefined || ex.durationMs <= this.slowMs)) return;
    this.slow.set(ex.operation, [...(this.slow.get(ex.operation) ?? []), ex]);
    if (timedOut && !this.answered.has(ex.operation)) this.silent.add(ex.operation);
  }

  isOpen(operation: OperationNumber): boolean {
    return this.silent.has(operation) || (this.slow.get(operation)?.length ?? 0) >= this.trips;
  }

  /** Throws `OperationUnresponsive` for a request to an operation whose breaker is open. */
  admit(req: { readonly operation?: OperationNumber | undefined }): void {
    if (req.operation === undefined || !this.isOpen(req.operation)) return;
    this.refusedByOp.set(req.operation, (this.refusedByOp.get(req.operation) ?? 0) + 1);
    throw new OperationUnresponsive(req.operation);
  }

  /** The open breakers, by operation number. */
  get tripped(): BreakerTrip[] {
    return [...this.slow.entries()]
      .filter(([operation]) => this.isOpen(operation))
      .sort(([a], [b]) => a - b)
      .map(([operation, exchanges]) => ({
        operation,
        exchanges,
        refused: this.refusedByOp.get(operation) ?? 0,
      }));
  }
}
