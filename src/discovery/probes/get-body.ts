/**
 * @module Whether a GET's JSON body is read: honoured when a body-only change flips the outcome
 * (no body, wrong-typed fields or malformed JSON rejected while the accepted body is accepted);
 * ignored when all of them answer like the accepted body.
 */
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
import { MALFORMED_JSON } from './convention.ts';

export async function probeGetBody(
  ctx: OpContext,
  accepted: Verdict,
): Promise<'honored' | 'ignored' | undefined> {
  const garbage = Object.fromEntries(Object.entries(ctx.accepted ?? {}).map(([k, v]) => [k, wrongTyped(v)]));
  const variants = [
    await ctx.request({ label: `op${ctx.number}:get-body:none`, body: { kind: 'none' } }),
    await ctx.request({ label: `op${ctx.number}:get-body:garbage`, body: ctx.jsonBody({ ...garbage }) }),
    await ctx.request({
      label: `op${ctx.number}:get-body:malformed`,
      body: { kind: 'raw', text: MALFORMED_JSON, contentType: 'application/json' },
    }),
  ];
  const ids = [accepted.exchange.id, ...variants.map((v) => v.exchange.id)];
  let handling: 'honored' | 'ignored' | undefined;
  if (accepted.outcome === 'accepted' && variants.some((v) => v.outcome === 'rejected')) handling = 'honored';
  else if (accepted.outcome === 'accepted' && variants.every((v) => v.outcome === 'accepted'))
    handling = 'ignored';
  if (handling === undefined) {
    ctx.observe({
      kind: 'undetermined',
      operation: ctx.number,
      topic: 'GET body',
      reason: `answers: ${[accepted, ...variants].map((v) => v.status ?? v.outcome).join(', ')}`,
      evidence: { exchangeIds: ids, confidence: 'certain' },
    });
    return undefined;
  }
  if (handling === 'honored') {
    const malformed = variants[2];
    if (malformed !== undefined && malformed.outcome === 'rejected')
      ctx.recordError('malformed_json', malformed);
  } else {
    for (const v of variants) ctx.recordSuccess(v);
  }
  ctx.observe({
    kind: 'get_body',
    operation: ctx.number,
    handling,
    evidence: { exchangeIds: ids, confidence: 'certain' },
  });
  return handling;
}

/** A value of another JSON type than `value`. */
export function wrongTyped(value: unknown): unknown {
  if (typeof value === 'string') return { zz: [1] };
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-an-array';
  if (typeof value === 'object' && value !== null) return 'not-an-object';
  return 12345;
}
