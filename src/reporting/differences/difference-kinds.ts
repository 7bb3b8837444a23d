/**
 * @module The kinds of difference between what the document states and what one operation does,
 * as a table: each kind has a category (the order they are read in: security first) and a small
 * function from the operation's context to its differences. A new kind of observation adds a row.
 */
import type { FieldSpec } from '../../../fixtures/operation-def.ts';
import type { ObservationOf } from '../../core/observation.ts';
import { errorKinds } from './error-kinds.ts';
import { type DifferenceKind, docField, ids, is2xx, of } from './kind-support.ts';
import { securityKinds } from './security-kinds.ts';

export { categories, type DifferenceCategory } from './kind-support.ts';

/** A type the server enforces that the document's type does not allow (integer only for number). */
function typeDifference(spec: FieldSpec, o: ObservationOf<'type'>): string | undefined {
  if (spec.type === 'undetermined' || spec.type === o.type) return undefined;
  if (spec.type === 'number' && o.type === 'integer') return 'whole numbers only (the document: number)';
  return `${o.type} (the document: ${spec.type})`;
}

export const differenceKinds: readonly DifferenceKind[] = [
  ...securityKinds,
  {
    kind: 'undocumented_field',
    category: 'fields',
    find: (ctx) =>
      of(ctx, 'field_exists').map((f) => ({
        text: `field \`${f.field}\` is not in the document; the server accepts it`,
        evidence: ids(f),
      })),
  },
  {
    // A field the document does not name that the server requires (a new required field): without
    // it no request succeeds, so it is a difference even where no other fact about it is.
    kind: 'undocumented_required',
    category: 'fields',
    find: (ctx) => {
      const shown = new Set(of(ctx, 'field_exists').map((f) => f.field));
      return of(ctx, 'required')
        .filter((r) => r.required && !/[.[]/.test(r.field) && !shown.has(r.field) && !docField(ctx, r.field))
        .map((r) => ({
          text: `field \`${r.field}\` is not in the document; the server requires it`,
          evidence: ids(r),
        }));
    },
  },
  {
    kind: 'type',
    category: 'fields',
    find: (ctx) =>
      of(ctx, 'type').flatMap((t) => {
        const spec = docField(ctx, t.field);
        const text = spec && typeDifference(spec, t);
        return text ? [{ text: `\`${t.field}\`: ${text}`, evidence: ids(t) }] : [];
      }),
  },
  {
    kind: 'shown_value_refused',
    category: 'fields',
    find: (ctx) =>
      of(ctx, 'enum').flatMap((e) => {
        const spec = docField(ctx, e.field);
        const hints = spec?.type === 'string' ? (spec.hints ?? []) : [];
        const missing = e.closed ? hints.filter((h) => !e.values.includes(h)) : [];
        return missing.length === 0
          ? []
          : [
              {
                text: `\`${e.field}\`: the document shows ${missing.join(', ')}; the server takes ${e.values.join(' | ')}`,
                evidence: ids(e),
              },
            ];
      }),
  },
  {
    kind: 'server_error',
    category: 'statuses',
    find: (ctx) => {
      const errors = ctx.exchanges.filter((e) => (e.response?.status ?? 0) >= 500);
      if (errors.length === 0) return [];
      const statuses = [...new Set(errors.map((e) => e.response?.status))].join(', ');
      return [
        {
          text: `answered ${statuses} (server error) ${errors.length} time${errors.length === 1 ? '' : 's'}`,
          evidence: errors.slice(0, 3).map((e) => e.id),
        },
      ];
    },
  },
  ...errorKinds,
  {
    kind: 'body_limit',
    category: 'limits',
    find: (ctx) =>
      of(ctx, 'body_limit')
        .filter((b) => ctx.norms.bodyLimit !== undefined && b.maxBytes !== ctx.norms.bodyLimit.maxBytes)
        .map((b) => ({
          text: `bodies up to ${b.maxBytes} bytes (service-wide ${ctx.norms.bodyLimit?.maxBytes})`,
          evidence: ids(b),
        })),
  },
  {
    kind: 'get_body_ignored',
    category: 'behaviour',
    find: (ctx) =>
      of(ctx, 'get_body')
        .filter((g) => g.handling === 'ignored')
        .map((g) => ({ text: 'ignores the GET body the document shows', evidence: ids(g) })),
  },
  {
    kind: 'invalid_body_accepted',
    category: 'behaviour',
    find: (ctx) =>
      of(ctx, 'invalid_body_accepted').map((b) => ({
        text: b.read
          ? 'reads malformed JSON as no input (answered like the accepted body)'
          : 'never reads its body',
        evidence: ids(b),
      })),
  },
  {
    kind: 'state_rule',
    category: 'behaviour',
    find: (ctx) =>
      of(ctx, 'baseline')
        .filter((b) => !b.repeatable)
        .map((b) => ({
          text: 'the same accepted request is not accepted twice (a state rule)',
          evidence: ids(b),
        })),
  },
  {
    kind: 'other_version_answers',
    category: 'behaviour',
    find: (ctx) =>
      of(ctx, 'versioning')
        .filter((v) => is2xx(v.status))
        .map((v) => ({
          text: `the other version's path ${v.otherVersionPath} answers ${v.status}`,
          evidence: ids(v),
        })),
  },
  {
    kind: 'deprecation',
    category: 'behaviour',
    find: (ctx) => of(ctx, 'deprecation').map((d) => ({ text: `${d.header}: ${d.value}`, evidence: ids(d) })),
  },
];
