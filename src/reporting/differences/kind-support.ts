/**
 * @module What a kind of difference is: its category (the order differences are read in, security
 * first), the context it reads (one operation's observations and exchanges, the service's norms)
 * and the small helpers the rows share.
 */
import type { FieldSpec, OperationDef } from '../../../fixtures/operation-def.ts';
import type { Exchange } from '../../core/exchange.ts';
import type { Observation, ObservationOf } from '../../core/observation.ts';
import { REDACTED } from '../../http/redactor.ts';
import type { ServiceNorms } from './conventions.ts';
/** In reading order: what weakens or changes access first, then fields, statuses, errors, limits. */
export const categories = ['security', 'fields', 'statuses', 'errors', 'limits', 'behaviour'] as const;
export type DifferenceCategory = (typeof categories)[number];

export interface OperationContext {
  readonly op: OperationDef;
  /** This operation's observations. */
  readonly observations: readonly Observation[];
  readonly exchanges: readonly Exchange[];
  readonly norms: ServiceNorms;
}

export interface Found {
  readonly text: string;
  readonly evidence: readonly string[];
}

export interface DifferenceKind {
  readonly kind: string;
  readonly category: DifferenceCategory;
  readonly find: (ctx: OperationContext) => readonly Found[];
}

export const of = <K extends Observation['kind']>(ctx: OperationContext, kind: K) =>
  ctx.observations.filter((o): o is ObservationOf<K> => o.kind === kind);
export const ids = (o: Observation, n = 3) => o.evidence.exchangeIds.slice(0, n);
export const is2xx = (s: number | undefined) => s !== undefined && s >= 200 && s < 300;
export const docField = (ctx: OperationContext, field: string): FieldSpec | undefined =>
  ctx.op.body.kind === 'fields' ? ctx.op.body.fields[field] : undefined;

/**
 * An auth fact's evidence with the requests that carried no credentials first: a difference about
 * answering without a token is shown by the request without one.
 */
export function withoutCredentialsFirst(ctx: OperationContext, o: Observation): string[] {
  const carried = (id: string) => {
    const ex = ctx.exchanges.find((e) => e.id === id);
    return ex !== undefined && Object.values(ex.request.headers).some((v) => v.includes(REDACTED));
  };
  const all = o.evidence.exchangeIds;
  return [...all.filter((id) => !carried(id)), ...all.filter(carried)].slice(0, 3);
}
