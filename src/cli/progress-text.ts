/**
 * @module What the progress line says, as a pure function of the run's progress so far: phase,
 * operation, requests, elapsed time and (when the phase walks a known list of operations) an ETA.
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
}

const seconds = (ms: number) =>
  ms < 60_000
    ? `${Math.round(ms / 1000)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** Time left in the phase, from the share of its operations already done; undefined until it means something. */
export function etaMs(state: ProgressState, now: number): number | undefined {
  if (!state.order || state.operation === undefined) return undefined;
  const done = state.order.indexOf(state.operation) / state.order.length;
  if (done < 0.05) return undefined;
  return ((now - state.phaseStartedAt) * (1 - done)) / done;
}

export function progressText(state: ProgressState, now: number): string {
  const eta = etaMs(state, now);
  return [
    state.phase,
    state.operation !== undefined ? `op #${state.operation}` : undefined,
    `${state.sent} requests`,
    `${seconds(now - state.startedAt)} elapsed`,
    eta !== undefined ? `ETA ${seconds(eta)} (${state.phase})` : undefined,
  ]
    .filter((p) => p !== undefined)
    .join(' · ');
}
