/**
 * @module The side-effect gate, inside the HTTP client, which every request passes. When side
 * effects are not allowed it refuses a request to an operation with an external effect, and a body
 * of an `external-unless` operation (migrate-products) without its safe value (`dryRun: true`) —
 * not even malformed JSON goes without it, for a parser that salvages what it can. Callers ask it
 * first (`skip`, `pinned`) and build only what it lets through; the operations it skips are listed
 * here, for the run's report.
 */
import { type NumberedOperation, operationByNumber } from '../../fixtures/catalog.ts';
import type { CaseBody } from '../core/case.ts';
import type { SkippedOperation } from '../core/run-record.ts';
import { bodyCarries, type PinnedField, pinnedField, skipReason } from '../core/side-effects.ts';

/** A request the gate would not let out: a harness bug upstream, never sent. */
export class SideEffectRefused extends Error {
  override readonly name = 'SideEffectRefused';
}

export class SideEffectGate {
  private readonly skips = new Map<number, SkippedOperation>();

  constructor(readonly allowed: boolean) {}

  /** Operations not sent at all, in the order they were first asked about. */
  get skipped(): SkippedOperation[] {
    return [...this.skips.values()];
  }

  /** Why the operation is not sent at all (listed as skipped), or undefined when it may be. */
  skip(op: NumberedOperation): string | undefined {
    const reason = skipReason(op, this.allowed);
    if (reason !== undefined && !this.skips.has(op.number)) {
      this.skips.set(op.number, { operation: op.number, reason });
    }
    return reason;
  }

  /** The field every body of the operation must carry, or undefined when none must. */
  pinned(op: NumberedOperation): PinnedField | undefined {
    return pinnedField(op, this.allowed);
  }

  /** Throws `SideEffectRefused` unless a request to this operation with this body may go out. */
  check(operation: number | undefined, body: CaseBody): void {
    if (operation === undefined) return;
    const op = operationByNumber(operation);
    const reason = skipReason(op, this.allowed);
    if (reason !== undefined) throw new SideEffectRefused(`op ${operation}: refusing a request: ${reason}`);
    const pin = pinnedField(op, this.allowed);
    if (pin !== undefined && !bodyCarries(body, pin)) {
      throw new SideEffectRefused(`op ${operation}: refusing a body without ${pin.field}: ${pin.value}`);
    }
  }
}
