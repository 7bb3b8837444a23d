/**
 * @module The service-wide conventions a run showed, each stated once: the error envelope and the
 * status per kind of refusal, the answers to a missing or malformed token, another tenant's record,
 * the rate limit and the body limit. "Service-wide" means the most common answer across operations;
 * an operation that answers otherwise is a difference of that operation (see `difference-kinds`).
 */
import { operationByNumber } from '../../../fixtures/catalog.ts';
import type { Observation, ObservationOf, StatusCause } from '../../core/observation.ts';
import { rateLimitText } from '../../discovery/index.ts';

export interface Convention {
  readonly topic: string;
  readonly text: string;
  readonly evidence: readonly string[];
}

/** What the per-operation rules compare with. Absent members: no convention was seen. */
export interface ServiceNorms {
  /** `application/json {a, b}`: content type and top-level keys of most error bodies. */
  readonly envelope?: string;
  /** The envelope's content type and top-level keys, to say how another body differs from it. */
  readonly envelopeShape?: { readonly contentType: string | undefined; readonly keys: readonly string[] };
  /** The usual status per cause of refusal (`validation` → 400). */
  readonly causeStatus: ReadonlyMap<StatusCause, number>;
  readonly noToken?: number;
  readonly malformedToken?: number;
  readonly otherTenant?: number;
  readonly bodyLimit?: ObservationOf<'body_limit'>;
}

const of = <K extends Observation['kind']>(all: readonly Observation[], kind: K) =>
  all.filter((o): o is ObservationOf<K> => o.kind === kind);

/** The most common value (first seen wins a tie), or undefined for none. */
function mode<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  for (const [v, n] of counts) if (best === undefined || n > (counts.get(best) ?? 0)) best = v;
  return best;
}

export function errorSignature(o: ObservationOf<'error_shape'>): string {
  const keys = Object.keys(o.schema?.properties ?? {});
  return `${o.contentType ?? 'no body'}${keys.length > 0 ? ` {${keys.join(', ')}}` : ''}`;
}

const words = (cause: string) => cause.replaceAll('_', ' ');
const firstIds = (list: readonly Observation[], n = 3) =>
  [...new Set(list.flatMap((o) => o.evidence.exchangeIds.slice(0, 1)))].slice(0, n);

export function serviceNorms(all: readonly Observation[]): ServiceNorms {
  const errors = of(all, 'error_shape');
  const causes = [...new Set(errors.map((e) => e.cause))];
  const required = of(all, 'auth').filter((a) => a.requirement === 'required');
  const tenant = of(all, 'path_id').filter((p) => p.variant === 'other_tenant');
  const envelope = mode(errors.map(errorSignature));
  const noToken = mode(required.flatMap((a) => a.noTokenStatus ?? []));
  const malformedToken = mode(required.flatMap((a) => a.malformedTokenStatus ?? []));
  const otherTenant = mode(tenant.map((p) => p.status));
  const bodyLimit = of(all, 'body_limit')[0];
  const sample = errors.find((e) => errorSignature(e) === envelope);
  return {
    ...(envelope !== undefined && { envelope }),
    ...(sample !== undefined && {
      envelopeShape: { contentType: sample.contentType, keys: Object.keys(sample.schema?.properties ?? {}) },
    }),
    causeStatus: new Map(
      causes.map((c) => [c, mode(errors.filter((e) => e.cause === c).map((e) => e.status)) as number]),
    ),
    ...(noToken !== undefined && { noToken }),
    ...(malformedToken !== undefined && { malformedToken }),
    ...(otherTenant !== undefined && { otherTenant }),
    ...(bodyLimit !== undefined && { bodyLimit }),
  };
}

/** The conventions in words, each with the evidence of a few operations that show it. */
export function conventions(all: readonly Observation[], norms: ServiceNorms): Convention[] {
  const out: Convention[] = [];
  const errors = of(all, 'error_shape').filter((e) => errorSignature(e) === norms.envelope);
  if (norms.envelope !== undefined) {
    const ops = new Set(errors.map((e) => e.operation)).size;
    out.push({
      topic: 'error envelope',
      text: `errors answer ${norms.envelope} (${ops} operations)`,
      evidence: firstIds(errors),
    });
  }
  const statuses = [...norms.causeStatus]
    .filter(([c]) => c !== 'no_token' && c !== 'bad_token' && c !== 'rate_limited')
    .map(([c, s]) => `${words(c)} → ${s}`);
  if (statuses.length > 0) out.push({ topic: 'error statuses', text: statuses.join(', '), evidence: [] });
  const required = of(all, 'auth').filter((a) => a.requirement === 'required');
  if (norms.noToken !== undefined) {
    const challenge = mode(required.flatMap((a) => a.wwwAuthenticate ?? []));
    out.push({
      topic: 'auth answers',
      text: `no token → ${norms.noToken}, malformed token → ${norms.malformedToken ?? '?'}${challenge ? ` (WWW-Authenticate: ${challenge})` : ''}; ${required.length} operations require a token`,
      evidence: firstIds(required.slice(0, 1)),
    });
  }
  const publicOps = of(all, 'auth').filter((a) => a.requirement === 'none');
  if (publicOps.length > 0)
    out.push({
      topic: 'public operations',
      text: `answer without a token: ${publicText(publicOps)}`,
      evidence: firstIds(publicOps),
    });
  const tenant = of(all, 'path_id').filter(
    (p) => p.variant === 'other_tenant' && p.status === norms.otherTenant,
  );
  if (norms.otherTenant !== undefined)
    out.push({
      topic: 'other tenant',
      text: `another tenant's record → ${norms.otherTenant}`,
      evidence: firstIds(tenant, 1),
    });
  for (const r of of(all, 'rate_limit')) {
    const scope = r.operations.length >= 21 ? 'all operations' : r.operations.map((n) => `#${n}`).join(', ');
    out.push({
      topic: 'rate limit',
      text: `${rateLimitText(r)} (${scope})`,
      evidence: r.evidence.exchangeIds.slice(0, 3),
    });
  }
  if (norms.bodyLimit !== undefined)
    out.push({
      topic: 'body limit',
      text: `bodies up to ${norms.bodyLimit.maxBytes} bytes; larger → ${norms.bodyLimit.status}`,
      evidence: norms.bodyLimit.evidence.exchangeIds.slice(0, 3),
    });
  return out;
}

/**
 * The operations that answer without a token, those the document shows with one apart: for them
 * this is no convention but the defect `auth_enforced` reports, and the page must not read otherwise.
 */
function publicText(publicOps: readonly ObservationOf<'auth'>[]): string {
  const list = (ops: readonly ObservationOf<'auth'>[]) => ops.map((a) => `#${a.operation}`).join(', ');
  const documented = publicOps.filter((a) => operationByNumber(a.operation).documentedAuthHeader);
  const open = publicOps.filter((a) => !documented.includes(a));
  const against =
    documented.length === 0
      ? ''
      : `${list(documented)} although the document shows ${documented.length === 1 ? 'it' : 'them'} with a token (see auth_enforced)`;
  return [list(open), against].filter(Boolean).join('; ');
}
