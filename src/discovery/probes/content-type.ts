/**
 * @module The accepted body's JSON text sent as `text/plain`: what the server answers to a wrong
 * content type.
 */
import type { OpContext } from '../session/op-context.ts';

export async function probeContentType(ctx: OpContext): Promise<void> {
  if (ctx.session.gate.pinned(ctx.op) !== undefined) return;
  const v = await ctx.request({
    label: `op${ctx.number}:content-type`,
    body: { kind: 'raw', text: JSON.stringify(ctx.accepted ?? {}), contentType: 'text/plain' },
  });
  if (v.outcome !== 'accepted') ctx.recordError('wrong_content_type', v);
}
