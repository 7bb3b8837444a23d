/**
 * @module Path ids: an unknown id of the same shape as the known one (a fresh UUID for a UUID, the
 * same length and character classes otherwise) and a malformed one, each with the accepted body.
 */
import type { OpContext } from '../session/op-context.ts';
import type { Rng } from '../session/rng.ts';
import { UUID_PATTERN } from '../session/rng.ts';

export const MALFORMED_ID = '!not-an-id!';

export async function probePathIds(ctx: OpContext): Promise<void> {
  for (const param of ctx.paramNames) {
    const known = ctx.madeUp.has(param) ? undefined : ctx.params[param];
    const unknown = known === undefined ? ctx.session.rng.uuid() : sameShapeId(known, ctx.session.rng);
    const answers: { variant: 'unknown' | 'malformed'; v: Awaited<ReturnType<OpContext['request']>> }[] = [];
    for (const [variant, value] of [
      ['unknown', unknown],
      ['malformed', MALFORMED_ID],
    ] as const) {
      const send = (id: string) =>
        ctx.request({
          label: `op${ctx.number}:path:${variant}:${param}`,
          path: ctx.fill({ ...ctx.params, [param]: id }),
        });
      let v = await send(value);
      // A made-up id that is accepted names a record after all (ids from a sequence, records the
      // probes created): draw once more, keeping less of the known id.
      if (variant === 'unknown' && v.outcome === 'accepted' && known !== undefined) {
        ctx.recordSuccess(v);
        v = await send(sameShapeId(known, ctx.session.rng, 1));
      }
      if (v.status === undefined || v.outcome === 'server_error') continue;
      answers.push({ variant, v });
    }
    const malformedStatus = answers.find((a) => a.variant === 'malformed')?.v.status;
    for (const { variant, v } of answers) {
      // An "unknown" id answered exactly like a malformed one, and not with 404/410 nor in words
      // saying "not found", was most likely taken for malformed: its real shape is not known well
      // enough to state a not-found status.
      const doubtful =
        variant === 'unknown' &&
        v.status === malformedStatus &&
        v.status !== 404 &&
        v.status !== 410 &&
        !saysNotFound(v.exchange.response?.body);
      const sure = known !== undefined && !doubtful;
      if (v.outcome !== 'accepted' && sure)
        ctx.recordError(variant === 'unknown' ? 'unknown_id' : 'malformed_id', v);
      ctx.observe({
        kind: 'path_id',
        operation: ctx.number,
        param,
        variant,
        status: v.status as number,
        // Without a known id to compare with, "unknown" is only as good as a guess at the shape.
        evidence: { exchangeIds: [v.exchange.id], confidence: sure ? 'certain' : 'tentative' },
      });
    }
  }
}

/** An answer that says in words that the record does not exist (`Deal not found`, `No such …`). */
function saysNotFound(body: string | undefined): boolean {
  return /\bnot[\s_-]?found\b|\bno such\b|\bdoes(?:n't| not) exist\b|\bcould(?:n't| not) find\b/i.test(
    body ?? '',
  );
}

/**
 * A different id of the same shape: a fresh UUID for a UUID, else the head kept (`keep` characters,
 * by default half) and the tail redrawn by class.
 */
export function sameShapeId(known: string, rng: Rng, keep?: number): string {
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
  // Keep the head (prefixes like `rep_`, a cuid's leading `c`, check characters) and redraw only
  // the tail by class, so the id stays well-formed for whatever pattern the server checks.
  const tail =
    keep === undefined
      ? Math.max(1, Math.min(12, Math.ceil(known.length / 2)))
      : Math.max(1, known.length - keep);
  const head = known.slice(0, known.length - tail);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rest = [...known.slice(head.length)]
      .map((c, i) => {
        if (/[0-9]/.test(c))
          return String(i === 0 && head === '' && c !== '0' ? 1 + rng.int(9) : rng.int(10));
        if (/[a-z]/.test(c)) return String.fromCharCode(97 + rng.int(26));
        if (/[A-Z]/.test(c)) return String.fromCharCode(65 + rng.int(26));
        return c;
      })
      .join('');
    const candidate = head + rest;
    if (candidate !== known) return candidate;
  }
  return `${known}0`;
}
