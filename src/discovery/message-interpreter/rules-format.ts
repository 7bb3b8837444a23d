/**
 * @module The format rule: `must match format "email"`, `must be a valid email`, `Invalid uuid`,
 * `must be a UUID`, `email is invalid`, `must be in ISO 8601 date format`.
 */
import { forField, type MessageRule } from './message-rule.ts';
import { formatName, formatWordPattern } from './message-values.ts';

const formatPatterns: readonly (readonly [RegExp, (m: RegExpExecArray) => string | undefined])[] = [
  [
    /\b(?:must|should|does\s+not|doesn't|did\s+not)\s+(?:not\s+)?match\s+(?:the\s+)?format\s+[`'"“]?(?<f>[\w-]+)/i,
    (m) => m.groups?.f,
  ],
  [
    new RegExp(
      String.raw`\b(?:valid|invalid|well-?formed|malformed|proper|correct|incorrect|bad)\s+(?<iso>ISO[\s-]?8601\s+|RFC[\s-]?3339\s+)?(?<w>${formatWordPattern})\b`,
      'i',
    ),
    (m) => (m.groups?.iso === undefined ? formatName(m.groups?.w ?? '') : 'date-time'),
  ],
  [
    new RegExp(
      String.raw`\b(?:must\s+be|should\s+be|is\s+not|not)\s+(?:a|an)\s+(?<w>${formatWordPattern})\b(?!\s+instance)`,
      'i',
    ),
    (m) => formatName(m.groups?.w ?? ''),
  ],
  [
    new RegExp(
      String.raw`\b(?<w>${formatWordPattern})\s+(?:address\s+)?(?:is\s+|format\s+(?:is\s+)?)?(?:invalid|not\s+valid|malformed|badly\s+formed|incorrect)\b`,
      'i',
    ),
    (m) => formatName(m.groups?.w ?? ''),
  ],
  [/\b(?:ISO[\s-]?8601|RFC[\s-]?3339)\b/i, () => 'date-time'],
];

export const formatRule: MessageRule = {
  name: 'format',
  mode: 'combine',
  apply(ctx) {
    for (const [re, read] of formatPatterns) {
      const m = re.exec(ctx.masked);
      const format = m === null ? undefined : read(m);
      if (format !== undefined) return forField(ctx, (field) => [{ kind: 'format', field, format }]);
    }
    return undefined;
  },
};
