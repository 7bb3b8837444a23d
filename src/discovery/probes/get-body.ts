/**
 * @module Whether a GET's JSON body is read. Honoured when a well-formed change of the body flips
 * the outcome (no body, or wrong-typed fields, rejected while the accepted body is accepted);
 * ignored when both answer like the accepted body. Malformed JSON proves only that a parser runs
 * (frameworks that parse every body before routing reject it on handlers that never read one):
 * its answer is kept as the malformed-JSON error shape, never as evidence of honouring.
 */
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
import { MALFORMED_JSON, wrongTyped } from './controls.ts';

export async function probeGetBody(
  ctx: OpContext,
  accepted: Verdict,
): Promise<'honored' | 'ignored' | undefined> {
  const garbage = Object.fromEntries(Object.entries(ctx.accepted ?? {}).map(([k, v]) => [k, wrongTyped(v)]));
  const wellFormed = [
    await ctx.request({ label: `op${ctx.number}:get-body:none`, body: { kind: 'none' } }),
    await ctx.request({ label: `op${ctx.number}:get-body:garbage`, body: ctx.jsonBody({ ...garbage }) }),
  ];
  const malformed = await ctx.request({
    label: `op${ctx.number}:get-body:malformed`,
    body: { kind: 'raw', text: MALFORMED_JSON, contentType: 'application/json' },
    // The convention probe sent the very same bytes: its answer is this one.
    reuse: true,
  });
  const variants = [...wellFormed, malformed];
  const ids = [accepted.exchange.id, ...variants.map((v) => v.exchange.id)];
  let handling: 'honored' | 'ignored' | undefined;
  if (accepted.outcome === 'accepted' && wellFormed.some((v) => v.outcome === 'rejected'))
    handling = 'honored';
  else if (accepted.outcome === 'accepted' && wellFormed.every((v) => v.outcome === 'accepted'))
    handling = 'ignored';
  if (malformed.outcome !== 'accepted') ctx.recordError('malformed_json', malformed);
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
  if (handling === 'ignored') for (const v of variants) ctx.recordSuccess(v);
  // Read, yet malformed JSON accepted like the accepted body: what does not decode is no input.
  if (handling === 'honored' && malformed.outcome === 'accepted') {
    ctx.observe({
      kind: 'invalid_body_accepted',
      operation: ctx.number,
      read: true,
      evidence: { exchangeIds: [accepted.exchange.id, malformed.exchange.id], confidence: 'certain' },
    });
  }
  ctx.observe({
    kind: 'get_body',
    operation: ctx.number,
    handling,
    evidence: { exchangeIds: ids, confidence: 'certain' },
  });
  return handling;
}
