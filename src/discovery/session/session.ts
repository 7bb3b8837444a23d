/**
 * @module One discovery run's shared state: the client, the request budget (discovery's own share,
 * counted in exchanges so 429 resends count too, a few held back so a cut can re-verify what it
 * holds), the work queue that orders every operation's requests, the seeded random source, ids
 * harvested for chaining, and the observation list every probe appends to.
 */

import { DeadlineReached } from '../../core/deadline.ts';
import { BudgetExhaustedError } from '../../core/errors.ts';
import type { Exchange } from '../../core/exchange.ts';
import type { HarnessFault } from '../../core/harness-fault.ts';
import type { Observation } from '../../core/observation.ts';
import { OperationUnresponsive } from '../../http/breaker.ts';
import type { SendRequest } from '../../http/client.ts';
import { type SideEffectGate, SideEffectRefused } from '../../http/side-effect-gate.ts';
import type { DiscoverOptions } from '../discovery-result.ts';
import { WorkQueue } from '../engine/work-queue.ts';
import { Rng } from './rng.ts';

/** Requests held back from the probes: a cut re-verifies the facts it holds with them. */
const CLOSING_RESERVE = 2;

/** Discovery's budget (or the run's), in requests or in time, is spent: stop cleanly and report what is known. */
export class BudgetSpent extends Error {
  override readonly name = 'BudgetSpent';
  constructor(
    message: string,
    readonly budget: 'requests' | 'time' = 'requests',
  ) {
    super(message);
  }
}

export class Session {
  readonly observations: Observation[] = [];
  /** Harness errors met while probing: shown as such, never as a quieter fact. */
  readonly faults: HarnessFault[] = [];
  readonly rng: Rng;
  /** Ids harvested from answers, by path parameter name (`reportId` → value). */
  readonly chained = new Map<string, string>();
  readonly queue = new WorkQueue();
  private used = 0;
  private spent = false;

  constructor(readonly opts: DiscoverOptions) {
    this.rng = new Rng(opts.seed);
  }

  get requestsUsed(): number {
    return this.used;
  }

  /** Requests discovery may still plan for: its request budget, or fewer when only those fit in its time. */
  get remaining(): number {
    const time = this.opts.time;
    const fit = time === undefined ? Number.POSITIVE_INFINITY : time.capacity(time.deadline.remainingMs());
    return Math.min(this.requestsLeft, fit);
  }

  /** Requests the probes may still send: the budget less the closing reserve. */
  private get requestsLeft(): number {
    return Math.max(0, this.budgetLeft - Math.min(CLOSING_RESERVE, Math.floor(this.opts.budget / 50)));
  }

  private get budgetLeft(): number {
    return this.spent ? 0 : Math.max(0, this.opts.budget - this.used);
  }

  /** The client's side-effect gate: what this run may send. */
  get gate(): SideEffectGate {
    return this.opts.client.gate;
  }

  /** Whether waiting `ms` (for a rate-limit window) still leaves discovery inside its time. */
  fitsWait(ms: number): boolean {
    return this.opts.time?.deadline.fits(ms) ?? true;
  }

  log(line: string): void {
    this.opts.log?.(line);
  }

  observe(o: Observation): void {
    this.observations.push(o);
  }

  /** A harness error: logged at once (stderr) and kept for the reports and the exit code. */
  fault(f: HarnessFault): void {
    this.faults.push(f);
    this.log(
      `harness error in ${f.where}${f.operation === undefined ? '' : ` (#${f.operation})`}: ${f.message}`,
    );
  }

  /** Withdraws facts a later probe replaces (an operation's auth judged before its body was found). */
  retract(drop: (o: Observation) => boolean): void {
    const kept = this.observations.filter((o) => !drop(o));
    this.observations.splice(0, this.observations.length, ...kept);
  }

  /** `closing`: a cut's re-verification, which may use the requests held back. */
  async send(req: SendRequest, closing = false): Promise<Exchange> {
    if ((closing ? this.budgetLeft : this.requestsLeft) <= 0) throw new BudgetSpent('discovery budget spent');
    if (this.opts.time?.deadline.passed()) throw new BudgetSpent('discovery time spent', 'time');
    const before = this.opts.client.exchanges.length;
    let refused = false;
    try {
      // A recorded answer (`TRAFFIC`) to this very request stands for it: probe only what traffic did not show.
      return await this.opts.client.send({ ...req, recorded: true });
    } catch (err) {
      // Refused by the gate or an open breaker: nothing went out, nothing is spent.
      refused = err instanceof SideEffectRefused || err instanceof OperationUnresponsive;
      if (err instanceof BudgetExhaustedError) {
        this.spent = true;
        throw new BudgetSpent(err.message);
      }
      if (err instanceof DeadlineReached) throw new BudgetSpent(err.message, 'time');
      throw err;
    } finally {
      if (!refused) this.used += Math.max(1, this.opts.client.exchanges.length - before);
    }
  }
}
