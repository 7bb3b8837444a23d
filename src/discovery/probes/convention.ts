/**
 * @module The operation's rejection convention, from controls that are certainly invalid: a body
 * that is not JSON and a JSON array where an object belongs. Which statuses they draw (and whether
 * a 2xx failure envelope is used) is how this server says "rejected" for this operation.
 */
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';

/**
 * 4xx statuses that never mean "this body is invalid". 409 is not among them: a tiny, certainly
 * invalid body drawing 409 where the accepted one passes is how this operation rejects bodies.
 */
const NOT_VALIDATION = new Set([401, 403, 404, 405, 406, 408, 410, 413, 415, 429]);

export const MALFORMED_JSON = '{"malformed": ';

/** Malformed JSON that still starts with the safe value of an `external-unless` operation. */
export function malformedJson(ctx: OpContext): string {
  const effect = ctx.op.sideEffect;
  return effect.kind === 'external-unless'
    ? `{"${effect.field}":${JSON.stringify(effect.value)},"malformed": `
    : MALFORMED_JSON;
}

/**
 * Sends the controls beside the accepted body (`accepted`). A POST, PUT or DELETE whose controls
 * are all accepted like that body does not read it (a handler that never parses a body, e.g. an
 * action taking "an empty JSON object"): observed as `body_unread` (GET bodies: `get-body.ts`).
 */
export async function probeConvention(ctx: OpContext, accepted: Verdict): Promise<void> {
  const malformed = await ctx.request({
    label: `op${ctx.number}:control:malformed-json`,
    body: { kind: 'raw', text: malformedJson(ctx), contentType: 'application/json' },
    reuse: true,
  });
  learn(ctx, malformed);
  ctx.recordError('malformed_json', malformed);
  const controls = [malformed];
  // A lenient server might read `[]` as "no fields": never send it where that could have an effect.
  if (ctx.session.gate.pinned(ctx.op) === undefined) {
    const array = await ctx.request({
      label: `op${ctx.number}:control:array-body`,
      body: { kind: 'json', value: [] },
    });
    learn(ctx, array);
    ctx.recordError('not_an_object', array);
    controls.push(array);
  }
  if (ctx.op.method === 'GET' || accepted.outcome !== 'accepted') return;
  if (!controls.every((v) => v.outcome === 'accepted')) return;
  for (const v of controls) ctx.recordSuccess(v);
  ctx.observe({
    kind: 'body_unread',
    operation: ctx.number,
    evidence: { exchangeIds: [accepted, ...controls].map((v) => v.exchange.id), confidence: 'certain' },
  });
}

function learn(ctx: OpContext, v: Verdict): void {
  const status = v.status;
  if (status === undefined) return;
  if (status >= 200 && status < 300 && v.outcome === 'rejected') ctx.failureEnvelope = true;
  if (status >= 400 && status < 500 && !NOT_VALIDATION.has(status)) ctx.rejectionStatuses.add(status);
}

export function conventionOf(ctx: OpContext): { statuses: number[]; failureEnvelope: boolean } {
  return { statuses: [...ctx.rejectionStatuses].sort((a, b) => a - b), failureEnvelope: ctx.failureEnvelope };
}
