/**
 * @module One list of hints per body: duplicates dropped, enum values from several sources united,
 * and vaguer hints (`invalid`, a type with no expected type) dropped where a precise one exists.
 */
import type { ErrorHint } from '../message-interpreter/error-hint.ts';

function keyOf(hint: ErrorHint): string {
  switch (hint.kind) {
    case 'required':
    case 'unknown_field':
    case 'invalid':
      return `${hint.kind}|${hint.field}`;
    case 'type':
      return `type|${hint.field}|${hint.expected ?? ''}`;
    case 'enum':
      return `enum|${hint.field}`;
    case 'minimum':
    case 'maximum':
      return `${hint.kind}|${hint.field}|${hint.value}|${hint.exclusive === true}`;
    case 'minLength':
    case 'maxLength':
      return `${hint.kind}|${hint.field}|${hint.value}`;
    case 'format':
      return `format|${hint.field}|${hint.format}`;
    case 'pattern':
      return `pattern|${hint.field}|${hint.pattern}`;
    default:
      return hint satisfies never;
  }
}

export function mergeHints(hints: readonly ErrorHint[]): ErrorHint[] {
  const byKey = new Map<string, ErrorHint>();
  for (const hint of hints) {
    const key = keyOf(hint);
    const seen = byKey.get(key);
    if (seen?.kind === 'enum' && hint.kind === 'enum') {
      const values = [...new Set([...(seen.values ?? []), ...(hint.values ?? [])])];
      byKey.set(key, values.length > 0 ? { kind: 'enum', field: hint.field, values } : seen);
    } else if (seen === undefined) {
      byKey.set(key, hint);
    }
  }
  const all = [...byKey.values()];
  const precise = new Set(all.filter((h) => h.kind !== 'invalid').map((h) => h.field));
  const typed = new Set(all.flatMap((h) => (h.kind === 'type' && h.expected !== undefined ? [h.field] : [])));
  return all.filter(
    (h) =>
      !(h.kind === 'invalid' && precise.has(h.field)) &&
      !(h.kind === 'type' && h.expected === undefined && typed.has(h.field)),
  );
}
