/**
 * @module The last line of safety: no probe of an `external-unless` operation (migrate-products)
 * goes out without its safe value (`dryRun: true`) when side effects are not allowed — not even
 * malformed JSON, which must still carry the value for a parser that salvages what it can.
 */
import type { SideEffect } from '../../fixtures/operation-def.ts';
import type { CaseBody } from '../core/case.ts';

export class UnsafeProbe extends Error {
  override readonly name = 'UnsafeProbe';
}

const MALFORMED = Symbol('malformed');

function parseOrMalformed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

export function assertSafe(operation: number, effect: SideEffect, allowed: boolean, body: CaseBody): void {
  if (effect.kind !== 'external-unless' || allowed) return;
  const value =
    body.kind === 'json' ? body.value : body.kind === 'raw' ? parseOrMalformed(body.text) : undefined;
  const carried =
    body.kind === 'raw' && body.text.includes(`"${effect.field}":${JSON.stringify(effect.value)}`);
  const record = typeof value === 'object' && value !== null && !Array.isArray(value);
  const safe =
    (value === MALFORMED && carried) ||
    (record && (value as Record<string, unknown>)[effect.field] === effect.value);
  if (!safe)
    throw new UnsafeProbe(`op ${operation}: refusing a body without ${effect.field}: ${effect.value}`);
}
