/**
 * @module The pattern rule: a regular expression the value must match, as messages show it
 * (`must match pattern "^\d{5}$"`, `does not match the regex /^[A-Z]+$/`, `must match ^[^@]+@…$`).
 * Only text that compiles as a pattern and reads as one (anchors, classes, quantifiers) counts:
 * `must match the confirmation` is no pattern.
 */
import { forField, type MessageRule } from './message-rule.ts';

const matchPhrase =
  /\b(?:must|should|does\s+not|doesn't|did\s+not|has\s+to|needs\s+to|failed\s+to)\s+match\s+(?:the\s+)?(?:(?:regex|regular\s+expression|pattern|regexp)\s*)?[:=]?\s*(?<re>.+)$/i;

/** The pattern as written: quotes or slashes around it removed; undefined unless it reads as a regex. */
export function patternOf(raw: string): string | undefined {
  let text = raw.trim().replace(/[.;,]$/, '');
  const slashed = /^\/(.+)\/[a-z]*$/.exec(text);
  if (slashed) text = slashed[1] ?? '';
  else if (/^(["'`]).+\1$/.test(text)) text = text.slice(1, -1);
  if (!/[\^$[\]\\*+?{}()|]/.test(text) || /\s/.test(text.replace(/\\s|\[[^\]]*\]/g, ''))) return undefined;
  try {
    new RegExp(text);
    return text;
  } catch {
    return undefined;
  }
}

export const patternRule: MessageRule = {
  name: 'pattern',
  mode: 'combine',
  apply(ctx) {
    const m = matchPhrase.exec(ctx.text);
    const pattern = m === null ? undefined : patternOf(m.groups?.re ?? '');
    if (pattern === undefined) return undefined;
    return forField(ctx, (field) => [{ kind: 'pattern', field, pattern }]);
  },
};
