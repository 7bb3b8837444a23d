/**
 * @module Case-insensitive enums: before ajv runs, a string that matches an enum value up to case is
 * replaced by the canonical (lower-case) value, so ajv's `enum` keyword sees the canonical form.
 */
import type { BodyRule } from '../shared/rules.ts';

export function foldEnums(body: unknown, rule: BodyRule): void {
  if (rule.kind !== 'object' || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [name, field] of Object.entries(rule.fields)) {
    if (field.type !== 'enum' || !Object.hasOwn(record, name)) continue;
    const value = record[name];
    if (typeof value !== 'string') continue;
    const canonical = field.values.find((allowed) => allowed.toLowerCase() === value.toLowerCase());
    if (canonical !== undefined) record[name] = canonical;
  }
}
