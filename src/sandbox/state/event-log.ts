/**
 * @module A bounded log of side effects (messages sent, intents created, notes added…): the sandbox
 * only records what a real service would do elsewhere, and forgets the oldest entries past the cap.
 */

export interface LoggedEvent {
  readonly operation: string;
  readonly at: string;
  readonly detail: Readonly<Record<string, unknown>>;
}

export class EventLog {
  private readonly entries: LoggedEvent[] = [];
  private next = 0;

  constructor(private readonly cap: number) {}

  add(event: LoggedEvent): void {
    if (this.entries.length < this.cap) this.entries.push(event);
    else this.entries[this.next] = event;
    this.next = (this.next + 1) % this.cap;
  }

  /** Events of one operation, oldest first among those kept. */
  list(operation?: string): LoggedEvent[] {
    const ordered = [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
    return operation === undefined ? ordered : ordered.filter((e) => e.operation === operation);
  }

  get size(): number {
    return this.entries.length;
  }
}
