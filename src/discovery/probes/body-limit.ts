/**
 * @module Body size limit: valid JSON bodies padded in a string field, growing fourfold from 1 KiB
 * (and finally 8 MiB) to the first 413, then bisected to the exact byte count. The limit stated is the largest size
 * not answered 413. Nothing is stated when no 413 comes below 8 MiB.
 */
import type { OpContext } from '../session/op-context.ts';
import { boundary } from './search.ts';
import type { TrialResult } from './trial.ts';

const START = 1024;
const MAX = 8 * 1024 * 1024;

/** `ctx.accepted` with one string field padded so the JSON text is exactly `size` bytes. */
export function paddedBody(accepted: Record<string, unknown>, size: number): string | undefined {
  const field = padField(accepted);
  const base = smallestSize(accepted);
  if (size < base) return undefined;
  return JSON.stringify({ ...accepted, [field]: 'a'.repeat(size - base) });
}

function padField(accepted: Record<string, unknown>): string {
  return Object.keys(accepted).find((k) => typeof accepted[k] === 'string') ?? 'zzPad';
}

/** Size of the body with the padded field empty. */
function smallestSize(accepted: Record<string, unknown>): number {
  return Buffer.byteLength(JSON.stringify({ ...accepted, [padField(accepted)]: '' }));
}

export async function probeBodyLimit(ctx: OpContext): Promise<void> {
  const accepted = ctx.accepted ?? {};
  const ids: string[] = [];
  let status413: number | undefined;
  const test = async (size: number): Promise<TrialResult> => {
    const text = paddedBody(accepted, size);
    if (text === undefined) return 'inconclusive';
    const v = await ctx.request({
      label: `op${ctx.number}:body-limit:${size}`,
      body: { kind: 'raw', text, contentType: 'application/json' },
    });
    ids.push(v.exchange.id);
    if (v.status === 413) {
      status413 = 413;
      ctx.recordError('payload_too_large', v);
      return 'rejected';
    }
    return v.outcome === 'server_error' || v.outcome === 'failed' || v.outcome === 'rate_limited'
      ? 'inconclusive'
      : 'accepted';
  };
  let ok = 0;
  let tooLarge: number | undefined;
  for (let size = START; size <= MAX; size = size === MAX ? MAX + 1 : Math.min(MAX, size * 4)) {
    const r = await test(size);
    if (r === 'inconclusive') return;
    if (r === 'rejected') {
      tooLarge = size;
      break;
    }
    ok = size;
  }
  if (tooLarge === undefined || status413 === undefined) {
    ctx.session.observe({
      kind: 'undetermined',
      operation: ctx.number,
      topic: 'body size limit',
      reason: `no 413 for bodies up to ${MAX} bytes`,
      evidence: { exchangeIds: ids.slice(-2), confidence: 'certain' },
    });
    return;
  }
  const low = ok === 0 ? smallestSize(accepted) : ok;
  if (ok === 0 && (await test(low)) !== 'accepted') return;
  const edge = await boundary(low, tooLarge, test);
  if (edge === undefined) return;
  ctx.session.observe({
    kind: 'body_limit',
    maxBytes: edge,
    status: status413,
    operation: ctx.number,
    evidence: { exchangeIds: ids.slice(-2), confidence: 'certain' },
  });
}
