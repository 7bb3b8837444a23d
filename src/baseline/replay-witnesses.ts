/**
 * @module The check's first step: every witness of the baseline sent again, with this run's record
 * ids in place of the recording's, and its outcome compared with the recorded one. A request the
 * time budget, the request budget or an open breaker stops is not a disagreement: it is not sent.
 */

import type { Exchange } from '../core/exchange.ts';
import { paddedBody } from '../discovery/index.ts';
import type { SendRequest } from '../http/client.ts';
import { disagreement, outcomeOf, type Witness, type WitnessOutcome } from './witness.ts';
import type { RecordedIds } from './witness-request.ts';

export interface Replay {
  readonly witness: Witness;
  readonly exchange: Exchange;
  readonly now: WitnessOutcome;
  /** Where the outcome differs from the recorded one; empty when it agrees. */
  readonly differs: readonly string[];
}

/** Puts this run's ids where the recording's stood (`{dealId}` in a path, `"{dealId}"` in a body). */
export function bind(text: string, ids: RecordedIds, json: boolean): string {
  let out = text;
  for (const [param, value] of Object.entries(ids)) {
    out = json
      ? out.split(JSON.stringify(`{${param}}`)).join(JSON.stringify(value))
      : out.split(`{${param}}`).join(encodeURIComponent(value));
  }
  return out;
}

export function replayRequest(w: Witness, ids: RecordedIds): SendRequest {
  const r = w.request;
  let text = r.body === undefined ? undefined : bind(r.body, ids, true);
  if (text !== undefined && r.padTo !== undefined)
    text = paddedBody(JSON.parse(text) as Record<string, unknown>, r.padTo) ?? text;
  return {
    method: r.method,
    path: bind(r.path, ids, false),
    auth: r.auth,
    body:
      text === undefined
        ? { kind: 'none' }
        : { kind: 'raw', text, contentType: r.contentType ?? 'application/json' },
    operation: w.operation,
    label: `witness:op${w.operation}:${w.about}`,
  };
}

/** Sends each witness in recorded order; stops quietly when `send` throws (budget, deadline, breaker). */
export async function replayWitnesses(
  witnesses: readonly Witness[],
  ids: RecordedIds,
  send: (req: SendRequest) => Promise<Exchange | undefined>,
  slowMs: number,
): Promise<Replay[]> {
  const out: Replay[] = [];
  for (const witness of witnesses) {
    const exchange = await send(replayRequest(witness, ids));
    if (exchange === undefined) continue;
    const now = outcomeOf(exchange, witness.field);
    const differs = disagreement(witness.outcome, now, { ms: exchange.durationMs, slowMs });
    out.push({ witness, exchange, now, differs });
  }
  return out;
}
