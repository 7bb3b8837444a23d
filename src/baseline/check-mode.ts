/**
 * @module A baseline check without rediscovery: replay every witness; only the operations where one
 * disagrees are discovered again (so their drift is described exactly: old fact, new fact,
 * evidence); every other operation keeps what the baseline established. The result stands where a
 * full discovery's would, so the case phase, the checks and the reports run unchanged.
 */
import type { CatalogOperation, OperationNumber } from '../../fixtures/catalog.ts';
import { DeadlineReached } from '../core/deadline.ts';
import { BudgetExhaustedError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Observation } from '../core/observation.ts';
import {
  type DiscoverOptions,
  type DiscoveryResult,
  discover,
  learnConventions,
} from '../discovery/index.ts';
import { OperationUnresponsive } from '../http/breaker.ts';
import type { SendRequest } from '../http/client.ts';
import { asksToWait } from '../http/retry-after.ts';
import { SideEffectRefused } from '../http/side-effect-gate.ts';
import type { BaselineFile } from './baseline-file.ts';
import { carriedEvidence } from './carried-evidence.ts';
import { bind, type Replay, replayWitnesses } from './replay-witnesses.ts';
import type { RecordedIds } from './witness-request.ts';

export interface CheckModeResult {
  /** The baseline's discovery with the re-probed operations replaced: what the cases and reports read. */
  readonly discovery: DiscoveryResult;
  readonly replays: readonly Replay[];
  readonly reprobed: readonly OperationNumber[];
  /** The baseline's own exchanges that carried facts cite (`baseline:` ids), for the reports. */
  readonly baselineExchanges: readonly Exchange[];
}

/** `BASELINE` recorded with witnesses, not `UPDATE_BASELINE`, not `FULL_DISCOVERY`: check mode. */
export function canCheck(baseline: BaselineFile | undefined): baseline is Required<BaselineFile> {
  return baseline?.witnesses !== undefined && baseline.discovery !== undefined && baseline.ids !== undefined;
}

/** The recording's ids, replaced by this run's where it has its own (`*_ID` variables). */
export function currentIds(recorded: RecordedIds, own: (param: string) => string | undefined): RecordedIds {
  return Object.fromEntries(Object.entries(recorded).map(([p, v]) => [p, own(p) ?? v]));
}

/** The stored discovery with this run's ids in place of the recording's. */
function rebound(baseline: Required<BaselineFile>, ids: RecordedIds): DiscoveryResult {
  let text = JSON.stringify(baseline.discovery);
  for (const [param, value] of Object.entries(baseline.ids)) {
    if (value.length >= 4) text = text.split(JSON.stringify(value)).join(JSON.stringify(`{${param}}`));
  }
  return JSON.parse(bind(text, ids, true)) as DiscoveryResult;
}

const stops = [OperationUnresponsive, DeadlineReached, BudgetExhaustedError, SideEffectRefused];

export async function checkMode(
  baseline: Required<BaselineFile>,
  ids: RecordedIds,
  discoverOptions: Omit<DiscoverOptions, 'operations'>,
  operations: readonly CatalogOperation[],
  responseTimeMs: number,
): Promise<CheckModeResult> {
  const { client } = discoverOptions;
  const send = async (req: SendRequest): Promise<Exchange | undefined> => {
    try {
      const ex = await client.send(req);
      // Still told to wait after the resends: no answer about the witness, so not replayed.
      return asksToWait(ex.response) ? undefined : ex;
    } catch (err) {
      if (stops.some((s) => err instanceof s)) return undefined;
      throw err;
    }
  };
  // Only this run's operations (a shard's slice): the others are another shard's to replay. Without
  // a second identity this run cannot send the other tenant's requests.
  const owned = new Set(operations.map((o) => o.number));
  const witnesses = baseline.witnesses.filter(
    (w) => owned.has(w.operation) && (discoverOptions.hasTokenB || w.request.auth !== 'other_tenant'),
  );
  const replays = await replayWitnesses(witnesses, ids, send, responseTimeMs);
  const recorded = rebound(baseline, ids);
  // Carried facts cite this run's replays of their witnesses, or the baseline's own exchanges.
  const carried = carriedEvidence(recorded.observations, replays, baseline.exchanges ?? []);
  const stored = { ...recorded, observations: carried.observations };
  const { baselineExchanges } = carried;
  const reprobed = [
    ...new Set(replays.filter((r) => r.differs.length > 0).map((r) => r.witness.operation)),
  ].sort((a, b) => a - b);
  if (reprobed.length === 0) return { discovery: stored, replays, reprobed, baselineExchanges };
  discoverOptions.log?.(
    `witnesses disagree on ${reprobed.length} operations: discovering #${reprobed.join(', #')} again`,
  );
  const limitsChanged = replays.some(
    (r) => r.differs.length > 0 && r.witness.facts.includes('server body-limit'),
  );
  const fresh = await discover({
    ...discoverOptions,
    probeLimits: limitsChanged,
    operations: operations.filter((o) => reprobed.includes(o.number)),
  });
  // The limits are probed again only when their witnesses disagree; otherwise they stand as stored.
  const limitFact = (o: Observation) =>
    o.kind === 'body_limit' ||
    (o.kind === 'error_shape' && (o.cause === 'payload_too_large' || o.cause === 'rate_limited'));
  const replaced = (o: Observation) =>
    o.kind === 'rate_limit' ||
    (limitFact(o)
      ? limitsChanged
      : 'operation' in o && o.operation !== undefined && reprobed.includes(o.operation));
  const observations = [...stored.observations.filter((o) => !replaced(o)), ...fresh.observations];
  return {
    discovery: {
      observations,
      operations: stored.operations.map(
        (d) => fresh.operations.find((f) => f.operation === d.operation) ?? d,
      ),
      // Learned again over the stored and the fresh facts, with this run's answers (the replays').
      conventions: learnConventions(
        stored.operations.map((d) => d.operation),
        observations,
        discoverOptions.client.exchanges,
      ),
    },
    replays,
    reprobed,
    baselineExchanges,
  };
}
