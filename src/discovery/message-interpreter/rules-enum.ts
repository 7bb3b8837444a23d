/**
 * @module The enum rule: allowed values as class-validator, Joi, Zod, Pydantic, Jackson, ajv, DRF,
 * Rails and plain sentences list them (`must be one of the following values: a, b`, `Allowed: a, b`,
 * `Expected 'a' | 'b'`, `Input should be 'a' or 'b'`, `Enum class: [a, b]`), or only name them
 * (`must be equal to one of the allowed values`, `is not a valid choice`). A listed set whose
 * message names no field is kept with the field left empty.
 */
import { forField, type MessageRule, quotedPattern } from './message-rule.ts';
import { parseValueList, quotedValues, typeName } from './message-values.ts';

const withValues: readonly (readonly [RegExp, (m: RegExpExecArray) => string[]])[] = [
  [/\bEnum\s+class:?\s*(?<list>\[[^\]]*\])/i, (m) => parseValueList(m.groups?.list ?? '')],
  [
    /(?<!at\s+least\s)(?<!exactly\s)(?<!only\s)\bone\s+of\b(?:\s+the\s+following(?:\s+values)?|\s+these(?:\s+values)?|\s+the\s+(?:allowed|permitted|accepted|valid)\s+values|\s+the\s+values)?\s*:?\s*(?<list>.*)$/i,
    (m) => parseValueList(m.groups?.list ?? ''),
  ],
  [
    /\b(?:allowed|permitted|valid|accepted|acceptable|supported|possible|available|expected)\s+(?:values?|options?|choices?|entries)\s*(?:are|is|include|:|=)\s*(?<list>.+)$/i,
    (m) => parseValueList(m.groups?.list ?? ''),
  ],
  [
    /\b(?:allowed|permitted|options|choices)\s*:\s*(?<list>.+)$/i,
    (m) => parseValueList(m.groups?.list ?? ''),
  ],
  [
    new RegExp(String.raw`\bexpected\s+(?<list>${quotedPattern}(?:\s*(?:\||,|or)\s*${quotedPattern})*)`, 'i'),
    (m) => quotedValues(m.groups?.list ?? ''),
  ],
  [
    new RegExp(
      String.raw`\b(?:should|must)\s+be\s+(?:either\s+|equal\s+to\s+)?(?<list>${quotedPattern}(?:\s*(?:,|\||or)\s*(?:or\s+)?${quotedPattern})*)\s*(?:[.,;]|$)`,
      'i',
    ),
    (m) => quotedValues(m.groups?.list ?? ''),
  ],
  [
    /\b(?:must|should)\s+be\s+either\s+(?<a>[\w.-]+)\s+or\s+(?<b>[\w.-]+)/i,
    (m) => {
      const pair = [m.groups?.a ?? '', m.groups?.b ?? ''];
      const words = pair.some((v) => /^(?:an?|the)$/i.test(v) || typeName(v) !== undefined);
      return words ? [] : pair;
    },
  ],
];
const withoutValues: readonly RegExp[] = [
  /\b(?:allowed|permitted|accepted|valid)\s+values\b/i,
  /\bnot\s+a\s+valid\s+(?:choice|option|selection|enum(?:eration)?(?:\s+(?:value|member))?)\b/i,
  /\bvalid\s+enum(?:eration)?\s+(?:value|member)\b/i,
  /\binvalid\s+(?:enum(?:eration)?(?:\s+value)?|option|choice|selection)\b/i,
  /\bnot\s+included\s+in\s+the\s+list\b/i,
  /\bnot\s+(?:an?\s+)?(?:allowed|accepted|permitted|supported)\s+(?:value|option|choice)\b/i,
];

/** A list that reads as prose, or a lone type word (`expected 'string'`), is not a value list. */
function plausible(values: readonly string[]): boolean {
  if (
    values.length === 1 &&
    (typeName(values[0] ?? '') !== undefined || (values[0] ?? '').split(' ').length > 3)
  ) {
    return false;
  }
  return values.every((v) => v !== 'FIELD');
}

export const enumRule: MessageRule = {
  name: 'enum',
  mode: 'combine',
  apply(ctx) {
    for (const [re, read] of withValues) {
      const m = re.exec(ctx.masked);
      if (m === null) continue;
      const values = read(m);
      if (values.length === 0) return forField(ctx, (field) => [{ kind: 'enum', field }]);
      // A listed set is kept even when the message names no field (Jackson names the value's
      // type): field '' stands for "the field this request changed" (`probes/enums.ts`).
      if (plausible(values)) return [{ kind: 'enum', field: ctx.field ?? '', values }];
    }
    if (withoutValues.some((re) => re.test(ctx.masked)))
      return forField(ctx, (field) => [{ kind: 'enum', field }]);
    return undefined;
  },
};
