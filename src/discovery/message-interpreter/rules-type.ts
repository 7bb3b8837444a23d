/**
 * @module Type rules: `must be a string`, `must be an integer number`, `Expected number, received
 * string`, `value is not a valid integer`, Jackson's ``value of type `int` ``, Go's `of type int`,
 * Spring's `to required type 'int'`, ASP.NET's `could not be converted to System.Int32`, and DRF's
 * `A valid integer is required.` (a type, not a missing field).
 */

import type { ErrorHint } from './error-hint.ts';
import { forField, type MessageRule } from './message-rule.ts';
import { formatName, typeName, typeWordPattern, unsignedType } from './message-values.ts';

const typeWord = String.raw`[\`'"]?(?<t>${typeWordPattern})[\`'"]?`;
const namedType = String.raw`(?:[\`'"](?<t>[^\`'"]{1,60})[\`'"]|(?<t2>[\w.]*\w))`;
const typePatterns: readonly RegExp[] = [
  new RegExp(String.raw`\bto\s+required\s+type\s+${namedType}`, 'i'),
  new RegExp(String.raw`\bexpected(?:\s+type)?\s*:?\s*(?:an?\s+)?${typeWord}(?![\w-])`, 'i'),
  new RegExp(
    String.raw`\b(?:must|should|has\s+to|needs\s+to|shall)\s+(?:be|have)\s+(?:of\s+)?(?:the\s+)?(?:type\s+)?(?:an?\s+)?(?:valid\s+)?${typeWord}(?![\w-])`,
    'i',
  ),
  new RegExp(String.raw`\bnot\s+(?:of\s+type\s+|an?\s+valid\s+|a\s+|an\s+)${typeWord}(?![\w-])`, 'i'),
  new RegExp(String.raw`\b(?:of|into)\s+type\s+${namedType}`, 'i'),
  new RegExp(String.raw`\bconverted\s+to\s+(?:type\s+)?(?:System\.)?${namedType}`, 'i'),
  new RegExp(String.raw`\bunable\s+to\s+parse\s+\w+\s+as\s+an?\s+${typeWord}`, 'i'),
  /\b(?:in|expected)\s+(?:an?\s+)?(?<t>numeric|boolean|string)\s+literal\b/i,
  /\b(?:wrong|invalid|incorrect|unexpected)\s+(?:data\s+)?type\b|\btype\s*mismatch\b|\btypeMismatch\b/i,
];

export const typeRule: MessageRule = {
  name: 'type',
  mode: 'combine',
  apply(ctx) {
    for (const re of typePatterns) {
      const m = re.exec(ctx.masked);
      if (m === null) continue;
      const word = m.groups?.t ?? m.groups?.t2;
      const expected =
        word === undefined ? undefined : typeName(word.replace(/^(?:java\.lang|System)\./i, ''));
      if (word !== undefined && expected === undefined) continue;
      // A negative number refused by an unsigned type: its floor is 0 (`invalid value: integer -1, expected u64`).
      const floor = word !== undefined && unsignedType.test(word) && /(?:^|[\s`'"(])-\d/.test(ctx.masked);
      return forField(ctx, (field): ErrorHint[] => [
        expected ? { kind: 'type', field, expected } : { kind: 'type', field },
        ...(floor ? [{ kind: 'minimum' as const, field, value: 0 }] : []),
      ]);
    }
    return undefined;
  },
};

/** DRF's `A valid integer is required.` names a type (or a format), not a missing field. */
export const validValueRequiredRule: MessageRule = {
  name: 'valid-value-required',
  mode: 'exclusive',
  apply(ctx) {
    const m = /\bvalid\s+(?<w>[\w -]{1,40}?)\s+is\s+required\b/i.exec(ctx.masked);
    if (m === null) return undefined;
    const word = m.groups?.w ?? '';
    const expected = typeName(word);
    if (expected !== undefined) return forField(ctx, (field) => [{ kind: 'type', field, expected }]);
    const format = formatName(word);
    if (format !== undefined) return forField(ctx, (field) => [{ kind: 'format', field, format }]);
    return undefined;
  },
};
