/**
 * @module The work queue that orders discovery's requests across operations (RESTler's BFS-Fast:
 * cover every operation before going deeper). Each operation's probing runs as its own coroutine
 * and asks for a turn before each request; a turn is granted only once every live coroutine is
 * waiting for one, to the one whose next request is worth most (lowest band, then catalog order).
 * One request is in flight at a time and the choice depends only on the coroutines' state, never
 * on timing, so the same seed and the same answers give the same requests in the same order.
 */

/** One coroutine of the queue: its place in the catalog and what its next request is worth. */
export interface Worker {
  /** Ties between equal bands go to the lower index (catalog order). */
  readonly index: number;
  /** Lower goes first: the tier of the work the coroutine is doing now (see `tiers.ts`). */
  band(): number;
}

export class WorkQueue {
  private readonly live = new Set<Worker>();
  private readonly waiting = new Map<Worker, () => void>();

  /** Registers a coroutine; every coroutine joins before any asks for a turn. */
  join(worker: Worker): void {
    this.live.add(worker);
  }

  /** The coroutine ended (done, or stopped by an error): the others no longer wait on it. */
  leave(worker: Worker): void {
    this.live.delete(worker);
    this.waiting.delete(worker);
    this.dispatch();
  }

  /** Resolves when it is `worker`'s turn to send; at once for work outside the queue (limits). */
  turn(worker: Worker): Promise<void> {
    if (!this.live.has(worker)) return Promise.resolve();
    return new Promise((resolve) => {
      this.waiting.set(worker, resolve);
      this.dispatch();
    });
  }

  private dispatch(): void {
    if (this.waiting.size === 0 || this.waiting.size < this.live.size) return;
    let best: Worker | undefined;
    let bestBand = Number.POSITIVE_INFINITY;
    for (const w of this.waiting.keys()) {
      const band = w.band();
      if (best === undefined || band < bestBand || (band === bestBand && w.index < best.index)) {
        best = w;
        bestBand = band;
      }
    }
    if (best === undefined) return;
    const resolve = this.waiting.get(best);
    this.waiting.delete(best);
    resolve?.();
  }
}
