/**
 * @module The side-effect rule, from the catalog's `sideEffect`: when side effects are not allowed,
 * an operation with an external effect is not sent at all, and one that is external unless a body
 * field holds a value (migrate-products, `dryRun: true`) is sent only carrying that value. The
 * HTTP client's gate enforces it on every request; generators and discovery read it to build only
 * what the gate lets through.
 */
import type { OperationDef } from '../../fixtures/operation-def.ts';
import type { CaseBody } from './case.ts';

/** A body field whose value must not change (the safe value of an `external-unless` operation). */
export interface PinnedField {
  readonly field: string;
  readonly value: boolean;
}

/** Why the operation is not sent at all, or undefined when it may be. */
export function skipReason(op: Pick<OperationDef, 'sideEffect'>, allowed: boolean): string | undefined {
  const effect = op.sideEffect;
  if (allowed || effect.kind !== 'external') return undefined;
  // Said the same way whichever decided it (ALLOW_SIDE_EFFECTS=false, or a non-loopback target
  // without it): the run's first lines and summary say which target it was.
  return `external effect (${effect.effect}): side effects not allowed in this run (ALLOW_SIDE_EFFECTS=true sends it)`;
}

/** The field every body of the operation must carry, or undefined when none must. */
export function pinnedField(op: Pick<OperationDef, 'sideEffect'>, allowed: boolean): PinnedField | undefined {
  const effect = op.sideEffect;
  if (allowed || effect.kind !== 'external-unless') return undefined;
  return { field: effect.field, value: effect.value };
}

/**
 * Whether a body carries the pinned value: a JSON object (or a non-empty array of them) holding it,
 * or malformed JSON whose text still states it (for a parser that salvages what it can). No body,
 * `[]`, `"true"`, `1` or null could each be read as "do it" by some server.
 */
export function bodyCarries(body: CaseBody, pin: PinnedField): boolean {
  switch (body.kind) {
    case 'none':
      return false;
    case 'json':
      return everyItemCarries(body.value, pin);
    case 'raw': {
      const parsed = parseOrMalformed(body.text);
      return parsed === MALFORMED
        ? body.text.includes(`"${pin.field}":${JSON.stringify(pin.value)}`)
        : everyItemCarries(parsed, pin);
    }
    default:
      return body satisfies never;
  }
}

const MALFORMED = Symbol('malformed');

function parseOrMalformed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

function everyItemCarries(value: unknown, pin: PinnedField): boolean {
  const items = Array.isArray(value) ? value : [value];
  return (
    items.length > 0 &&
    items.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        !Array.isArray(item) &&
        (item as Record<string, unknown>)[pin.field] === pin.value,
    )
  );
}
