/**
 * @module Keeping side effects off: an operation that is external unless a body field holds a
 * value (migrate-products, `dryRun: true`) gets that value in every case. A case about that very
 * field is not sent unless it carries exactly that value: `"true"`, `1`, null or a missing field
 * could each be read as "do it" by some server.
 */
import type { OperationDef } from '../fixtures/operation-def.ts';
import type { Case } from '../src/core/case.ts';

export interface BodyGuard {
  readonly field: string;
  readonly value: boolean;
}

export function bodyGuard(op: OperationDef, sideEffectsAllowed: boolean): BodyGuard | undefined {
  if (sideEffectsAllowed || op.sideEffect.kind !== 'external-unless') return undefined;
  return { field: op.sideEffect.field, value: op.sideEffect.value };
}

/** The guard field first (a truncated body still carries it), then the rest. */
export function guardBody(body: Readonly<Record<string, unknown>>, guard: BodyGuard | undefined) {
  if (guard === undefined) return { ...body };
  return { [guard.field]: guard.value, ...body, [guard.field]: guard.value };
}

/** The case made safe, or undefined when it cannot be sent safely. */
export function guardCase(c: Case, guard: BodyGuard | undefined): Case | undefined {
  if (guard === undefined) return c;
  const { body } = c;
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'raw':
      // Raw bodies are written from the guarded base; one that parses must still carry the value.
      return carries(parseOrUndefined(body.text), guard) ? c : undefined;
    case 'json': {
      if (Array.isArray(body.value)) {
        return {
          ...c,
          body: { kind: 'json', value: body.value.map((v) => (isRecord(v) ? guardBody(v, guard) : v)) },
        };
      }
      if (!isRecord(body.value)) return undefined;
      if (c.field !== guard.field)
        return { ...c, body: { kind: 'json', value: guardBody(body.value, guard) } };
      return body.value[guard.field] === guard.value ? c : undefined;
    }
    default:
      return body satisfies never;
  }
}

function carries(parsed: unknown, guard: BodyGuard): boolean {
  if (parsed === undefined) return true;
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.every((item) => isRecord(item) && item[guard.field] === guard.value);
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
