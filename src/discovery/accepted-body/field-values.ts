/**
 * @module Candidate values for one field, best first: a known record id for id-like fields, the
 * document's hints, the candidate table by field name, then fallbacks by type. Deterministic for a
 * seed: `$uuid` placeholders are drawn from the session's random source once per field.
 */
import type { FieldSpec } from '../../../fixtures/operation-def.ts';
import { idVariable, pathParams } from '../../../fixtures/operation-def.ts';
import type { IdVariable } from '../../core/config.ts';
import type { OpContext } from '../session/op-context.ts';
import type { Session } from '../session/session.ts';
import { byFieldName, byType, UUID_TOKEN, validEmail } from './candidates.ts';

/** The documented spec of a field, or an undetermined one for fields the document does not name. */
export function specOf(ctx: OpContext, field: string): FieldSpec {
  const body = ctx.op.body;
  return (body.kind === 'fields' ? body.fields[field] : undefined) ?? { type: 'undetermined' };
}

/** Every path parameter name the catalog uses (`reportId`, `dealId`, …). */
export function knownIdParams(session: Session): Set<string> {
  return new Set(session.opts.operations.flatMap((op) => pathParams(op.path)));
}

/** A record id for a parameter name: configured first, else harvested from an earlier answer. */
export function idFor(session: Session, param: string): string | undefined {
  return session.opts.ids[idVariable(param) as IdVariable] ?? session.chained.get(param);
}

/** The id a body field should carry, when it names a record (`reportId`, or `id` beside one). */
export function idValueFor(ctx: OpContext, field: string): string | undefined {
  const known = knownIdParams(ctx.session);
  if (known.has(field)) return idFor(ctx.session, field);
  if (field !== 'id') return undefined;
  for (const name of [...ctx.paramNames, ...ctx.fields.filter((f) => known.has(f))]) {
    const value = ctx.params[name] ?? idFor(ctx.session, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function candidatesFor(ctx: OpContext, field: string): unknown[] {
  const spec = specOf(ctx, field);
  const out: unknown[] = [];
  const id = idValueFor(ctx, field);
  if (id !== undefined) out.push(id);
  if (spec.type === 'string') {
    out.push(...(spec.hints ?? []));
    if (spec.format === 'email') out.push(validEmail);
  }
  out.push(...(byFieldName[field.toLowerCase()] ?? []));
  // Named guesses (hints, the domain's words) may be enums of a Java service: each gets its
  // upper-case twin. The generic fallbacks by type are no enum guess and get none.
  const named = out.flatMap((v) => [v, ...caseVariant(v)]);
  const generic: unknown[] = [];
  if (spec.type === 'array' && spec.items.type !== 'undetermined') {
    generic.push(...(byType[spec.items.type] ?? []).map((v) => [v]));
  }
  // A field named as a record's id most often takes a UUID: tried before the plain words.
  const fallbacks = byType[spec.type] ?? [];
  generic.push(...(looksLikeId(field) ? [UUID_TOKEN, ...fallbacks] : fallbacks));
  const uuid = ctx.session.rng.uuid();
  const resolved = [...named, ...generic].map((v) => resolveUuid(v, uuid)).filter((v) => fitsType(v, spec));
  const seen = new Set<string>();
  return resolved.filter((v) => {
    const key = JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `id`, `reportId`, `contact_id`, `userIDs`: a name that says the value identifies a record. */
function looksLikeId(field: string): boolean {
  return /(^id$|Id$|_id$|ID$|Ids$|_ids$|IDs$)/.test(field);
}

/** A word-like value's upper-case twin (Java enums are upper case): tried right after it. */
function caseVariant(value: unknown): unknown[] {
  if (typeof value !== 'string' || !/^[A-Za-z][A-Za-z0-9_-]*$/.test(value)) return [];
  const upper = value.toUpperCase();
  return upper === value ? [] : [upper];
}

function resolveUuid(value: unknown, uuid: string): unknown {
  if (value === UUID_TOKEN) return uuid;
  if (Array.isArray(value)) return value.map((v) => resolveUuid(v, uuid));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveUuid(v, uuid)]));
  }
  return value;
}

/** Keeps candidates of the documented type first-class; other kinds only for undetermined fields. */
function fitsType(value: unknown, spec: FieldSpec): boolean {
  switch (spec.type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'undetermined':
      return true;
    default:
      return spec satisfies never;
  }
}
