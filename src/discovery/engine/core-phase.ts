/**
 * @module The first two tiers of one operation. Verdict: path ids, an accepted request (searched in
 * slices: a search that keeps being refused yields, after the auth matrix has been probed without
 * it), whether it repeats, the rejection convention, the auth matrix, the other tenant, GET-body
 * handling. Fields: the cheap field probes (unknown field, fields the server revealed, required,
 * types), then path ids, content type, versioning and a method the document does not list.
 */
import { carriesGetBody } from '../../../fixtures/operation-def.ts';
import type { Observation } from '../../core/observation.ts';
import { idFor, knownIdParams } from '../accepted-body/field-values.ts';
import { checkRepeatable, findBaseline } from '../accepted-body/find-accepted-body.ts';
import { probeAuth, probeOtherTenant } from '../probes/auth.ts';
import { probeContentType } from '../probes/content-type.ts';
import { probeConvention } from '../probes/convention.ts';
import { probeTypes } from '../probes/field-types.ts';
import { isStateRefusal, probeRequiredFresh } from '../probes/fresh-state.ts';
import { probeGetBody } from '../probes/get-body.ts';
import { probeObjects } from '../probes/objects.ts';
import { probePathIds } from '../probes/path-ids.ts';
import { probeRequired } from '../probes/required.ts';
import { probeRevealed } from '../probes/revealed.ts';
import { probeUnknownField } from '../probes/unknown-field.ts';
import { probeOtherVersion } from '../probes/versioning.ts';
import { probeVocabulary } from '../probes/vocabulary.ts';
import { probeWrongMethod } from '../probes/wrong-method.ts';
import { harvestIds } from '../session/chaining.ts';
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';

export interface CoreState {
  /** The server does not read this GET's body: no request-body facts. */
  bodyIgnored: boolean;
  /** The second send of the accepted request, once the verdict tier found one. */
  repeat?: Verdict;
}

export function pinnedFields(ctx: OpContext): Set<string> {
  const pinned = ctx.session.gate.pinned(ctx.op);
  return pinned === undefined ? new Set() : new Set([pinned.field]);
}

/** Path ids: configured, else harvested from a create operation's answer, else made up (and said so). */
export function assignIds(ctx: OpContext): void {
  for (const param of ctx.paramNames) {
    const id = idFor(ctx.session, param);
    if (id === undefined) ctx.madeUp.add(param);
    ctx.params[param] = id ?? ctx.session.rng.uuid();
  }
  if (ctx.madeUp.size === 0) return;
  noteUndetermined(
    ctx,
    'path ids',
    `no id known for ${[...ctx.madeUp].join(', ')} (not configured, none harvested); a made-up id was used`,
  );
}

/** The verdict tier; whether a request was accepted. */
export async function runVerdict(ctx: OpContext, state: CoreState): Promise<boolean> {
  let authDone = false;
  // The search's first slice spent: the auth matrix now, without the body, so a cut finds it known.
  const found = await ctx.searching(
    () => findBaseline(ctx),
    async () => {
      authDone = true;
      await authWithoutBaseline(ctx);
    },
  );
  if (found === undefined) {
    noteUndetermined(
      ctx,
      'accepted request',
      'no request to this operation was accepted, so no field rule is established',
    );
    if (!authDone) await authWithoutBaseline(ctx);
    return false;
  }
  // Judged with the body found since: the matrix without it is withdrawn.
  if (authDone) ctx.session.retract((o) => isAuthFact(o, ctx));
  const repeat = await checkRepeatable(ctx);
  state.repeat = repeat;
  harvestIds(ctx.session, ctx.op, ctx.successes, knownIdParams(ctx.session));
  ctx.fieldProbes = repeat.outcome === 'accepted' && ctx.hasBody;
  if (repeat.outcome !== 'accepted') {
    ctx.stopped = `sending the accepted body again drew ${repeat.status ?? repeat.outcome} (${repeat.exchange.id})`;
    noteUndetermined(ctx, 'field rules', ctx.stopped);
  }
  // The accepted answer the probes compare with: the repeat, unless it was not accepted again.
  const accepted = repeat.outcome === 'accepted' ? repeat : found;
  if (ctx.hasBody) await probeConvention(ctx, accepted);
  await probeAuth(ctx, accepted);
  await probeOtherTenant(ctx);
  if (carriesGetBody(ctx.op)) {
    const handling = await probeGetBody(ctx, accepted);
    if (handling !== 'honored') ctx.fieldProbes = false;
    state.bodyIgnored = handling === 'ignored';
  }
  return true;
}

/** The fields tier: field rules when a body was accepted; path ids, versioning, methods in any case. */
export async function runFields(ctx: OpContext, state: CoreState, found: boolean): Promise<void> {
  // Nothing but server errors and failed connections so far: nothing is left to learn cheaply.
  if (!ctx.heard) {
    noteUndetermined(ctx, 'further probes', 'every answer was a server error or a failed connection');
    return;
  }
  if (found) {
    await fieldProbes(ctx);
    // Refused when sent again: the state it left hides the field rules; leave-one-out on new records.
    const repeat = state.repeat;
    if (ctx.hasBody && repeat !== undefined && repeat.outcome !== 'accepted' && isStateRefusal(repeat)) {
      const pinned = pinnedFields(ctx);
      await probeRequiredFresh(
        ctx,
        Object.keys(ctx.accepted ?? {}).filter((f) => !pinned.has(f)),
      );
    }
  }
  await probePathIds(ctx);
  if (found && ctx.hasBody && !state.bodyIgnored) await probeContentType(ctx);
  await probeOtherVersion(ctx);
  await probeWrongMethod(ctx);
}

async function fieldProbes(ctx: OpContext): Promise<void> {
  if (!ctx.fieldProbes) return;
  const pinned = pinnedFields(ctx);
  const policy = await probeUnknownField(ctx);
  if (ctx.op.body.kind === 'object' && policy === 'rejected') await probeVocabulary(ctx);
  // Fields the server named or echoed join the accepted body, so the probes below learn their rules.
  if (policy !== undefined) await probeRevealed(ctx, policy);
  const own = Object.entries(ctx.accepted ?? {}).filter(([field]) => !pinned.has(field));
  await probeRequired(
    ctx,
    own.map(([field]) => field),
  );
  await probeTypes(ctx, own);
  await probeObjects(ctx, pinned);
  await ctx.verify();
}

/** No accepted request (yet): the auth matrix with the request as it stands. */
async function authWithoutBaseline(ctx: OpContext): Promise<void> {
  const v: Verdict = await ctx.request({ label: `op${ctx.number}:auth:token` });
  await probeAuth(ctx, v);
}

function isAuthFact(o: Observation, ctx: OpContext): boolean {
  if (!('operation' in o) || o.operation !== ctx.number) return false;
  return o.kind === 'auth' || (o.kind === 'undetermined' && o.topic === 'auth');
}

export function noteUndetermined(ctx: OpContext, topic: string, reason: string): void {
  ctx.observe({
    kind: 'undetermined',
    operation: ctx.number,
    topic,
    reason,
    evidence: { exchangeIds: [], confidence: 'certain' },
  });
}
