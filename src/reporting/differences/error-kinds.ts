/**
 * @module The error rows of the differences table: an operation answering a kind of refusal with
 * another status than the service does, or with another body than the service's error envelope,
 * one line per status or body shape (its causes together) so a habit is not repeated per cause.
 */
import type { ObservationOf } from '../../core/observation.ts';
import { errorSignature, type ServiceNorms } from './conventions.ts';
import { type DifferenceKind, ids, of } from './kind-support.ts';

const AUTH_CAUSES = new Set(['no_token', 'bad_token', 'other_tenant']);
const causes = (list: readonly ObservationOf<'error_shape'>[]) =>
  [...new Set(list.map((e) => e.cause.replaceAll('_', ' ')))].join(', ');

function grouped<T>(list: readonly T[], key: (t: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const t of list) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
  return [...groups.values()];
}

/** How an error body differs from the envelope: keys added or missing, or another shape altogether. */
function envelopeDelta(e: ObservationOf<'error_shape'>, norms: ServiceNorms): string {
  const shape = norms.envelopeShape;
  const keys = Object.keys(e.schema?.properties ?? {});
  if (shape === undefined || shape.contentType !== e.contentType || keys.length === 0)
    return `answers ${errorSignature(e)}, not the service's error envelope (${norms.envelope})`;
  const added = keys.filter((k) => !shape.keys.includes(k));
  const missing = shape.keys.filter((k) => !keys.includes(k));
  return [
    added.length > 0 && `adds ${added.map((k) => `\`${k}\``).join(', ')} to the service's error envelope`,
    missing.length > 0 && `leaves ${missing.map((k) => `\`${k}\``).join(', ')} out of it`,
  ]
    .filter(Boolean)
    .join('; ');
}

export const errorKinds: readonly DifferenceKind[] = [
  {
    kind: 'error_status',
    category: 'errors',
    // One line per status the operation answers otherwise than the service, its causes together.
    find: (ctx) =>
      grouped(
        of(ctx, 'error_shape').filter((e) => {
          const usual = ctx.norms.causeStatus.get(e.cause);
          return !AUTH_CAUSES.has(e.cause) && usual !== undefined && usual !== e.status;
        }),
        (e) => String(e.status),
      ).map((list) => ({
        text: `${causes(list)} → ${list[0]?.status} (service-wide ${list.map((e) => ctx.norms.causeStatus.get(e.cause)).join(', ')})`,
        evidence: list.flatMap((e) => ids(e, 1)).slice(0, 3),
      })),
  },
  {
    kind: 'error_envelope',
    category: 'errors',
    // One line per body shape other than the service's envelope, the statuses and causes together.
    find: (ctx) =>
      grouped(
        of(ctx, 'error_shape').filter(
          (e) => ctx.norms.envelope !== undefined && errorSignature(e) !== ctx.norms.envelope,
        ),
        errorSignature,
      ).map((list) => ({
        text: `${[...new Set(list.map((e) => e.status))].join('/')} on ${causes(list)}: ${envelopeDelta(list[0] as ObservationOf<'error_shape'>, ctx.norms)}`,
        evidence: list.flatMap((e) => ids(e, 1)).slice(0, 3),
      })),
  },
];
