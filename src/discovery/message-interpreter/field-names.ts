/**
 * @module Field names listed after a marker: `Unknown field 'foo'`, `Missing required fields: a, b`,
 * ``unknown field `foo`, expected one of …``, `found unpermitted parameter: :foo`. Reads names
 * from the start of the text and stops at the first thing that is not one.
 */
import { resolveField } from './field-path.ts';

const item =
  /^\s*(?:[:,;]|\band\b|\bor\b)?\s*(?:[`'"“‘]:?(?<q>[^`'"”’]{1,100})[`'"”’]|:?(?<id>[$A-Za-z_][\w$-]*(?:(?:\.|\/|\[)[\w$\]-]*)*)(?=\s*(?:[,;.)\]]|$|\s+(?:and|or)\b)))/i;

export function leadingNames(tail: string, fields: readonly string[]): string[] {
  let rest = tail.replace(/^\s*(?:\(s\)|in object|names?)?\s*[:=]?\s*[[(]?/i, '');
  const names: string[] = [];
  for (let i = 0; i < 50; i++) {
    const m = item.exec(rest);
    const name = m?.groups?.q ?? m?.groups?.id;
    if (m === null || name === undefined || m[0] === '') break;
    const field = resolveField(name, fields, false) ?? (m.groups?.q !== undefined ? name : undefined);
    if (field === undefined) break;
    names.push(field);
    rest = rest.slice(m[0].length);
  }
  return [...new Set(names)];
}
