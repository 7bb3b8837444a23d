/**
 * @module Shows progress events on stderr, beside the command's log lines: on a terminal one line
 * that updates in place; otherwise (CI) a line every few seconds. A wait the server asked for is
 * always a line of its own ("waiting 37 s: Retry-After"), so a long silence is never unexplained.
 */
import type { ProgressEvent } from '../core/progress.ts';
import { endWait, type ProgressState, progressText } from './progress-text.ts';

const TTY_REDRAW_MS = 200;
const PLAIN_EVERY_MS = 5000;

export class ProgressLine {
  #state: ProgressState | undefined;
  #drawn = false;
  #lastDraw = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly prefix: string,
  ) {}

  private get tty(): boolean {
    return this.out.isTTY === true;
  }

  readonly onEvent = (e: ProgressEvent): void => {
    const now = Date.now();
    const s = this.#state;
    switch (e.kind) {
      case 'phase':
        this.#state = {
          phase: e.phase,
          startedAt: s?.startedAt ?? now,
          phaseStartedAt: now,
          sent: s?.sent ?? 0,
          ...(e.operations && { order: e.operations }),
        };
        if (!this.tty && this.#timer === undefined) {
          this.#timer = setInterval(() => this.#plainLine(), PLAIN_EVERY_MS);
          this.#timer.unref();
        }
        break;
      case 'request':
        if (s)
          this.#state = {
            ...endWait(s, now),
            sent: e.sent,
            ...(e.operation !== undefined && { operation: e.operation }),
          };
        break;
      case 'wait':
        // The line shows the wait (and holds its ETA) until the next request goes out.
        if (s)
          this.#state = {
            ...endWait(s, now),
            wait: { from: now, until: now + e.seconds * 1000, reason: e.reason },
          };
        // A backoff is often under a second: shown to the tenth, longer waits to the second.
        this.log(
          `waiting ${e.seconds < 10 ? Number(e.seconds.toFixed(1)) : Math.ceil(e.seconds)} s: ${e.reason}`,
        );
        return;
      default:
        e satisfies never;
    }
    if (this.tty && now - this.#lastDraw >= TTY_REDRAW_MS) this.#draw(now);
  };

  /** A log line, printed above the updating line. */
  log(line: string): void {
    this.#clear();
    this.out.write(`${this.prefix}${line}\n`);
    if (this.tty && this.#state) this.#draw(Date.now());
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#clear();
    this.#state = undefined;
  }

  #plainLine(): void {
    if (this.#state) this.out.write(`${this.prefix}progress: ${progressText(this.#state, Date.now())}\n`);
  }

  #draw(now: number): void {
    if (!this.#state) return;
    const text = `${this.prefix}${progressText(this.#state, now)}`;
    const width = this.out.columns || 120; // 0 on a pty with no size
    this.out.write(`\r\x1b[K${text.slice(0, width - 1)}`);
    this.#drawn = true;
    this.#lastDraw = now;
  }

  #clear(): void {
    if (this.#drawn) this.out.write('\r\x1b[K');
    this.#drawn = false;
  }
}
