/**
 * @module A JSON Schema in one short line (`{success: boolean, data: {id: string, …}}`), for the
 * page's status rows; `openapi.json` has the full schemas.
 */
import type { JsonSchema } from '../../core/json-schema.ts';

const MAX_CHARS = 240;
const MAX_DEPTH = 2;

function summary(s: JsonSchema, depth: number): string {
  if (s.anyOf) return s.anyOf.map((a) => summary(a, depth)).join(' | ');
  const type = Array.isArray(s.type) ? s.type.join('|') : (s.type ?? 'any');
  if (s.properties) {
    if (depth >= MAX_DEPTH) return '{…}';
    const required = new Set(s.required ?? []);
    const props = Object.entries(s.properties).map(
      ([k, v]) => `${k}${required.has(k) ? '' : '?'}: ${summary(v, depth + 1)}`,
    );
    return `{${props.join(', ')}}`;
  }
  if (s.items) return `${summary(s.items, depth + 1)}[]`;
  return s.format ? `${type} (${s.format})` : type;
}

export function schemaSummary(schema: JsonSchema): string {
  const text = summary(schema, 0);
  return text.length <= MAX_CHARS ? text : `${text.slice(0, MAX_CHARS)}…`;
}

/** ` application/json`, or ` (no body)` when no answer had one. */
export const contentTypeText = (contentType: string | undefined): string =>
  contentType ? ` ${contentType}` : ' (no body)';
