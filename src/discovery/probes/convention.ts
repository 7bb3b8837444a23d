/**
 * @module The operation's rejection convention, from controls that are certainly invalid: a body
 * that is not JSON and a JSON array where an object belongs. Which statuses they draw (and whether
 * a 2xx failure envelope is used) is how this server says "rejected" for this operation.
 */
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
import { MALFORMED_JSON, wrongTyped } from './controls.ts';

/**
 * 4xx statuses that never mean "this body is invalid". 409 is not among them: a tiny, certainly
 * invalid body drawing 409 where the accepted one passes is how this operation rejects bodies.
 */
const NOT_VALIDATION = new Set([401, 403, 404, 405, 406, 408, 410, 413, 415, 429]);

/** Malformed JSON that still starts with the safe value of an `external-unless` operation. */
export function malformedJson(ctx: OpContext): string {
  const effect = ctx.op.sideEffect;
  return effect.kind === 'external-unless'
    ? `{"${effect.field}":${JSON.stringify(effect.value)},"malformed": `
    : MALFORMED_JSON;
}

/**
 * Sends the controls beside the accepted body (`accepted`). When a POST, PUT or DELETE answers
 * them all like that body, the accepted body with every field wrong-typed tells whether the body
 * is read at all: refused, it is read and what does not decode counts as no input (Laravel);
 * accepted too (or no field to mistype), it is never read (a handler that never parses "an empty
 * JSON object"). Observed as `invalid_body_accepted`; GET bodies: `get-body.ts`.
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
  const mistyped = await mistypedBody(ctx);
  if (mistyped !== undefined) ctx.recordSuccess(mistyped);
  ctx.observe({
    kind: 'invalid_body_accepted',
    operation: ctx.number,
    read: mistyped !== undefined && mistyped.outcome === 'rejected',
    evidence: {
      exchangeIds: [accepted, ...controls, ...(mistyped === undefined ? [] : [mistyped])].map(
        (v) => v.exchange.id,
      ),
      confidence: 'certain',
    },
  });
}

/** The accepted body with every field of another JSON type (a pinned safe value kept); none without fields. */
async function mistypedBody(ctx: OpContext): Promise<Verdict | undefined> {
  const pin = ctx.session.gate.pinned(ctx.op);
  const fields = Object.entries(ctx.accepted ?? {}).filter(([k]) => k !== pin?.field);
  if (fields.length === 0) return undefined;
  const body = { ...ctx.accepted, ...Object.fromEntries(fields.map(([k, v]) => [k, wrongTyped(v)])) };
  return ctx.request({ label: `op${ctx.number}:control:mistyped`, body: ctx.jsonBody(body) });
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
