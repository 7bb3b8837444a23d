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
import { byFieldName, byType, formatFamilies, UUID_TOKEN, validEmail } from './candidates.ts';

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
  return unique(resolved);
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

/**
 * Values of the format families for a field refused without a reason: the families its name
 * suggests, then those of its documented type, then the others (e-mail, UUID, URI, date,
 * date-time, phone, whole number, positive whole number, numeric string, boolean).
 */
export function familyValues(field: string, spec: FieldSpec, uuid: string): unknown[] {
  const leaf = field.split('.').at(-1) ?? field;
  const byName = formatFamilies.filter((f) => f.names.test(leaf));
  const byDoc = formatFamilies.filter((f) => !byName.includes(f) && f.type === spec.type);
  const rest = formatFamilies.filter((f) => !byName.includes(f) && !byDoc.includes(f));
  return [...byName, ...byDoc, ...rest].map((f) => resolveUuid(f.value, uuid));
}

/** How many format families the field's name suggests (they lead `familyValues`). */
export function namedFamilies(field: string): number {
  const leaf = field.split('.').at(-1) ?? field;
  return formatFamilies.filter((f) => f.names.test(leaf)).length;
}

/** Whether the document or the candidate table has values for the field by its name. */
export function hasNamedValues(ctx: OpContext, field: string): boolean {
  const spec = specOf(ctx, field);
  const hints = spec.type === 'string' ? (spec.hints ?? []) : [];
  return hints.length > 0 || byFieldName[field.toLowerCase()] !== undefined;
}

/** Both JSON types of the record id a field names: `765047` and `"765047"` (the number first). */
export function idForms(ctx: OpContext, field: string): unknown[] {
  const id = idValueFor(ctx, field);
  if (id === undefined) return [];
  return /^\d{1,15}$/.test(id) ? [Number(id), id] : [id];
}

/** Candidates for a field inside an object (`primary.legalName`): by its own name, then families. */
export function nestedCandidates(ctx: OpContext, path: string): unknown[] {
  const leaf = path.split('.').at(-1) ?? path;
  const uuid = ctx.session.rng.uuid();
  const named = (byFieldName[leaf.toLowerCase()] ?? []).map((v) => resolveUuid(v, uuid));
  const words = /name/i.test(leaf) ? ['Pat Smith'] : [];
  return unique([...named, ...words, ...familyValues(leaf, { type: 'undetermined' }, uuid), 'example']);
}

export function unique(values: readonly unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = typeof v === 'symbol' ? v.toString() : JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
