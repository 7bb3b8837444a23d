/**
 * @module A way a recorded exchange, or an example, contradicts the document: one kind each, with
 * where it happened and why, and the readable list a failing test prints (alike mismatches folded
 * into one line with their count and first exchanges).
 */

export type MismatchKind =
  /** The operation's responses do not list the status answered (nor a range or `default`). */
  | 'status-not-listed'
  /** A body came with a content type the status does not list. */
  | 'content-type-not-listed'
  /** The body is not valid against the schema of its status and content type. */
  | 'response-invalid'
  /** An accepted request's body is not valid against the request schema. */
  | 'accepted-body-invalid'
  /** A body refused by validation is valid against the request schema: a rule is not written. */
  | 'refused-body-valid'
  /** A request without a body was accepted, but the document says a body is required. */
  | 'absent-body-accepted'
  /** A request without a body was refused by validation, but the document does not require one. */
  | 'absent-body-refused'
  /** An example in the document is not valid against the schema beside it. */
  | 'example-invalid';

export interface Mismatch {
  readonly kind: MismatchKind;
  /** `POST /v1/property/` (the documented operation). */
  readonly operation: string;
  /** The status answered, or where in the document an example sits. */
  readonly where: string;
  /** Why, e.g. the schema errors. */
  readonly detail: string;
  /** The exchange (`ex-000123`), absent for an example. */
  readonly exchangeId?: string;
}

/** Mismatches folded by kind, operation, place and detail: one line each, with count and ids. */
export function describeMismatches(mismatches: readonly Mismatch[], ids = 3): string[] {
  const groups = new Map<string, Mismatch[]>();
  for (const m of mismatches) {
    const key = `${m.kind} | ${m.operation} | ${m.where} | ${m.detail}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()].map(([key, group]) => {
    const exchanges = group.flatMap((m) => (m.exchangeId === undefined ? [] : [m.exchangeId]));
    const shown = exchanges.slice(0, ids).join(' ');
    const more = exchanges.length > ids ? ` …` : '';
    return `${key}${exchanges.length > 0 ? ` (${exchanges.length}×: ${shown}${more})` : ''}`;
  });
}

/** Counts by kind, for a measurement line. */
export function countByKind(mismatches: readonly Mismatch[]): Partial<Record<MismatchKind, number>> {
  const out: Partial<Record<MismatchKind, number>> = {};
  for (const m of mismatches) out[m.kind] = (out[m.kind] ?? 0) + 1;
  return out;
}
