/**
 * @module Cases the side-effect gate lets through: an operation that is external unless a body
 * field holds a value (migrate-products, `dryRun: true`; the rule is `src/core/side-effects.ts`)
 * gets that value in every case. A case about that very field is not built unless it carries
 * exactly that value: `"true"`, `1`, null or a missing field could each be read as "do it".
 */
import type { OperationDef } from '../fixtures/operation-def.ts';
import type { Case } from '../src/core/case.ts';
import { bodyCarries, type PinnedField, pinnedField } from '../src/core/side-effects.ts';

export type BodyGuard = PinnedField;

export function bodyGuard(op: OperationDef, sideEffectsAllowed: boolean): BodyGuard | undefined {
  return pinnedField(op, sideEffectsAllowed);
}

/** The guard field first (a truncated body still carries it), then the rest. */
export function guardBody(body: Readonly<Record<string, unknown>>, guard: BodyGuard | undefined) {
  if (guard === undefined) return { ...body };
  return { [guard.field]: guard.value, ...body, [guard.field]: guard.value };
}

/** The case made safe, or undefined when it cannot be sent safely. */
export function guardCase(c: Case, guard: BodyGuard | undefined): Case | undefined {
  if (guard === undefined) return c;
  const shaped = withPinnedValue(c, guard);
  // The side-effect gate in the HTTP client has the last word: build only what it lets through.
  return bodyCarries(shaped.body, guard) ? shaped : undefined;
}

/** JSON objects get the value (an array's objects too), except in a case about that very field. */
function withPinnedValue(c: Case, guard: BodyGuard): Case {
  const { body } = c;
  if (body.kind !== 'json') return c;
  if (Array.isArray(body.value)) {
    const value = body.value.map((v) => (isRecord(v) ? guardBody(v, guard) : v));
    return { ...c, body: { kind: 'json', value } };
  }
  if (!isRecord(body.value) || c.field === guard.field) return c;
  return { ...c, body: { kind: 'json', value: guardBody(body.value, guard) } };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
