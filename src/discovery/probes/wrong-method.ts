/**
 * @module A method the document does not list for the operation's path: what the path answers to
 * it (405 with `Allow`, 404 as if no route were there, 401 before routing, or even a success). Only
 * GET is sent, and only to paths the document lists with another method: GET is safe by HTTP's own
 * definition, so the probe changes nothing on the server whatever the server does with it.
 */
import { operations } from '../../../fixtures/catalog.ts';
import type { OpContext } from '../session/op-context.ts';

/** The document lists GET on this path for some operation: GET is no wrong method here. */
const getListed = (path: string) => operations.some((op) => op.path === path && op.method === 'GET');

export async function probeWrongMethod(ctx: OpContext): Promise<void> {
  if (ctx.op.method === 'GET' || getListed(ctx.op.path)) return;
  // Aside: a redirect or a `{success:false}` answering GET is this fact, not the operation's habit.
  const v = await ctx.request({
    label: `op${ctx.number}:method:GET`,
    method: 'GET',
    body: { kind: 'none' },
    aside: true,
  });
  const response = v.exchange.response;
  if (v.status === undefined || response === undefined) return;
  const allow = response.headers.allow;
  ctx.observe({
    kind: 'wrong_method',
    operation: ctx.number,
    method: 'GET',
    status: v.status,
    ...(allow !== undefined && { allow }),
    evidence: { exchangeIds: [v.exchange.id], confidence: 'certain' },
  });
}
