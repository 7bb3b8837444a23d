/**
 * @module Path ids: an unknown id of the same shape as the known one (a fresh UUID for a UUID, the
 * same length and character classes otherwise) and a malformed one, each with the accepted body.
 */
import type { OpContext } from '../op-context.ts';
import type { Rng } from '../rng.ts';
import { UUID_PATTERN } from '../rng.ts';

export const MALFORMED_ID = '!not-an-id!';

export async function probePathIds(ctx: OpContext): Promise<void> {
  for (const param of ctx.paramNames) {
    const known = ctx.madeUp.has(param) ? undefined : ctx.params[param];
    const unknown = known === undefined ? ctx.session.rng.uuid() : sameShapeId(known, ctx.session.rng);
    for (const [variant, value] of [
      ['unknown', unknown],
      ['malformed', MALFORMED_ID],
    ] as const) {
      const v = await ctx.request({
        label: `op${ctx.number}:path:${variant}:${param}`,
        path: ctx.fill({ ...ctx.params, [param]: value }),
      });
      if (v.status === undefined || v.outcome === 'server_error') continue;
      if (v.outcome !== 'accepted' && known !== undefined)
        ctx.recordError(variant === 'unknown' ? 'unknown_id' : 'malformed_id', v);
      ctx.observe({
        kind: 'path_id',
        operation: ctx.number,
        param,
        variant,
        status: v.status,
        // Without a known id to compare with, "unknown" is only as good as a guess at the shape.
        evidence: { exchangeIds: [v.exchange.id], confidence: known === undefined ? 'tentative' : 'certain' },
      });
    }
  }
}

/** A different id of the same shape: prefix up to the first separator kept, the rest redrawn by class. */
export function sameShapeId(known: string, rng: Rng): string {
  if (UUID_PATTERN.test(known)) {
    const fresh = rng.uuid();
    return known === known.toUpperCase() ? fresh.toUpperCase() : fresh;
  }
  // Hex ids (Mongo ObjectIds, hashes): redraw in hex, keeping the case.
  if (/^[0-9a-f]{8,}$/i.test(known) && /[a-f]/i.test(known)) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const fresh = rng.hex(known.length);
      const cased = known === known.toUpperCase() ? fresh.toUpperCase() : fresh;
      if (cased !== known) return cased;
    }
  }
  const prefix = /^[A-Za-z]+[_-]/.exec(known)?.[0] ?? '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const rest = [...known.slice(prefix.length)]
      .map((c, i) => {
        if (/[0-9]/.test(c))
          return String(i === 0 && prefix === '' && c !== '0' ? 1 + rng.int(9) : rng.int(10));
        if (/[a-z]/.test(c)) return String.fromCharCode(97 + rng.int(26));
        if (/[A-Z]/.test(c)) return String.fromCharCode(65 + rng.int(26));
        return c;
      })
      .join('');
    const candidate = prefix + rest;
    if (candidate !== known) return candidate;
  }
  return `${known}0`;
}
