/**
 * @module The evidence of a fact a check carries from its baseline. The baseline's exchange ids
 * mean nothing in the check's run (its `ex-000123` is another request), so a carried fact cites
 * the replays of its witnesses, which are the same requests sent again in this run, and, where no
 * witness stands for it, the baseline's own exchanges, kept in the baseline file (redacted, bodies
 * capped) and cited as `baseline:ex-000123`.
 */
import type { Exchange } from '../core/exchange.ts';
import type { Observation } from '../core/observation.ts';
import type { Replay } from './replay-witnesses.ts';
import type { Witness } from './witness.ts';

/** Baseline exchanges kept per fact no witness stands for. */
const KEPT_PER_FACT = 3;
/** Characters of a body kept in the baseline file. */
const BODY_CHARS = 2000;
/** How a carried fact cites an exchange of the baseline run. */
export const BASELINE_PREFIX = 'baseline:';

const cap = (text: string) => (text.length <= BODY_CHARS ? text : `${text.slice(0, BODY_CHARS)}…`);

/** A recorded exchange, already redacted, with its bodies capped and the parsed JSON left out. */
function slim(ex: Exchange): Exchange {
  const { response, request } = ex;
  return {
    ...ex,
    request: { ...request, ...(request.body !== undefined && { body: cap(request.body) }) },
    ...(response !== undefined && {
      response: {
        status: response.status,
        headers: response.headers,
        body: cap(response.body),
        bodyBytes: response.bodyBytes,
        truncated: response.truncated || response.body.length > BODY_CHARS,
      },
    }),
  };
}

/** Recording: the exchanges cited by facts that no witness stands for (the first few of each). */
export function exchangesToKeep(
  observations: readonly Observation[],
  exchanges: readonly Exchange[],
  witnesses: readonly Witness[],
): Exchange[] {
  const witnessed = new Set(witnesses.flatMap((w) => (w.source === undefined ? [] : [w.source])));
  const wanted = new Set<string>();
  for (const o of observations) {
    const ids = o.evidence.exchangeIds;
    if (ids.some((id) => witnessed.has(id))) continue;
    for (const id of ids.slice(0, KEPT_PER_FACT)) wanted.add(id);
  }
  return exchanges.filter((ex) => wanted.has(ex.id)).map(slim);
}

/**
 * Checking: each carried observation cites its witnesses' replays in this run, else the baseline's
 * kept exchanges (`baseline:` ids). Also returns those baseline exchanges, for the reports to show.
 */
export function carriedEvidence(
  observations: readonly Observation[],
  replays: readonly Replay[],
  kept: readonly Exchange[],
): { observations: Observation[]; baselineExchanges: Exchange[] } {
  const replayOf = new Map(
    replays.flatMap((r) => (r.witness.source === undefined ? [] : [[r.witness.source, r.exchange.id]])),
  );
  const keptIds = new Set(kept.map((ex) => ex.id));
  const cited = new Set<string>();
  const rewritten = observations.map((o): Observation => {
    const ids = o.evidence.exchangeIds;
    const replayed = ids.flatMap((id) => replayOf.get(id) ?? []);
    const fromBaseline = ids.filter((id) => keptIds.has(id)).slice(0, KEPT_PER_FACT);
    if (replayed.length === 0) for (const id of fromBaseline) cited.add(id);
    const exchangeIds =
      replayed.length > 0 ? [...new Set(replayed)] : fromBaseline.map((id) => `${BASELINE_PREFIX}${id}`);
    return { ...o, evidence: { ...o.evidence, exchangeIds } } as Observation;
  });
  const baselineExchanges = kept
    .filter((ex) => cited.has(ex.id))
    .map((ex) => ({ ...ex, id: `${BASELINE_PREFIX}${ex.id}`, label: `baseline run: ${ex.label}` }));
  return { observations: rewritten, baselineExchanges };
}
