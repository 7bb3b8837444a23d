/**
 * @module Unknown fields: the accepted body plus a field no server can know. Rejected ⇒ unknown
 * fields are rejected (`additionalProperties: false`); accepted ⇒ they are ignored.
 */
import type { OpContext } from '../session/op-context.ts';
import { evidence, trial, withField } from './trial.ts';

export const UNKNOWN_FIELD = 'zzUnknownProbe';

export async function probeUnknownField(ctx: OpContext): Promise<'rejected' | 'ignored' | undefined> {
  const t = await trial(ctx, UNKNOWN_FIELD, withField(ctx, UNKNOWN_FIELD, 'x'), 'unknown-field');
  if (t.result === 'inconclusive') return undefined;
  const policy = t.result === 'rejected' ? 'rejected' : 'ignored';
  ctx.observeField({ kind: 'unknown_fields', operation: ctx.number, policy, evidence: evidence(t) });
  return policy;
}
