/**
 * @module What the progress line says, as a pure function of the run's progress so far: phase,
 * operation, requests, elapsed time, a wait the server imposed, and (when the phase walks a known
 * list of operations) an ETA. The ETA is reckoned on working time only: a wait the server asks for
 * neither grows it nor counts as work done, so it holds still while the run waits.
 */
import type { Phase } from '../core/progress.ts';

export interface ProgressState {
  readonly phase: Phase;
  readonly startedAt: number;
  readonly phaseStartedAt: number;
  readonly sent: number;
  readonly operation?: number;
  /** The order the phase walks the operations in, when it is known. */
  readonly order?: readonly number[];
  /** Time the phase spent in finished waits the server imposed. */
  readonly waitedMs?: number;
  /** The wait under way: from when, until when, and why. */
  readonly wait?: { readonly from: number; readonly until: number; readonly reason: string };
}

const seconds = (ms: number) =>
  ms < 60_000
    ? `${Math.round(ms / 1000)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** Time the phase spent waiting on the server up to `now`, the wait under way included. */
function waitedMs(state: ProgressState, now: number): number {
  const current = state.wait ? Math.max(0, Math.min(now, state.wait.until) - state.wait.from) : 0;
  return (state.waitedMs ?? 0) + current;
}

/** The state once a wait is over (or a new one starts): the finished wait folded into `waitedMs`. */
export function endWait(state: ProgressState, now: number): ProgressState {
  if (!state.wait) return state;
  const { wait: _ended, ...rest } = state;
  return { ...rest, waitedMs: waitedMs(state, now) };
}

/** Time left in the phase, from the share of its operations already done; undefined until it means something. */
export function etaMs(state: ProgressState, now: number): number | undefined {
  if (!state.order || state.operation === undefined) return undefined;
  const done = state.order.indexOf(state.operation) / state.order.length;
  if (done < 0.05) return undefined;
  const working = Math.max(0, now - state.phaseStartedAt - waitedMs(state, now));
  const waitLeft = state.wait ? Math.max(0, state.wait.until - now) : 0;
  return (working * (1 - done)) / done + waitLeft;
}

export function progressText(state: ProgressState, now: number): string {
  const eta = etaMs(state, now);
  const waiting = state.wait && now < state.wait.until ? state.wait : undefined;
  return [
    state.phase,
    state.operation !== undefined ? `op #${state.operation}` : undefined,
    `${state.sent} requests`,
    `${seconds(now - state.startedAt)} elapsed`,
    waiting ? `waiting ${seconds(waiting.until - now)} (${waiting.reason})` : undefined,
    eta !== undefined ? `ETA ${seconds(eta)} (${state.phase})` : undefined,
  ]
    .filter((p) => p !== undefined)
    .join(' · ');
}
