/**
 * @module Unknown fields: the accepted body plus a field no server can know, at the top level or
 * inside an object field (`primary.zzUnknownProbe`). Rejected ⇒ unknown fields are rejected
 * (`additionalProperties: false`); accepted ⇒ they are ignored.
 */
import type { OpContext } from '../session/op-context.ts';
import { evidence, trial, withField } from './trial.ts';

export const UNKNOWN_FIELD = 'zzUnknownProbe';

export async function probeUnknownField(
  ctx: OpContext,
  object?: string,
): Promise<'rejected' | 'ignored' | undefined> {
  const path = object === undefined ? UNKNOWN_FIELD : `${object}.${UNKNOWN_FIELD}`;
  const t = await trial(ctx, path, withField(ctx, path, 'x'), 'unknown-field');
  if (t.result === 'inconclusive') return undefined;
  const policy = t.result === 'rejected' ? 'rejected' : 'ignored';
  ctx.observeField({
    kind: 'unknown_fields',
    operation: ctx.number,
    policy,
    ...(object !== undefined && { field: object }),
    evidence: evidence(t),
  });
  return policy;
}
