/**
 * @module The parts of a message that are no reason: where a parser stood (`at line 1 column 40`,
 * `at position 12`) and the label that names the field before the reason, wherever it stands in a
 * chain of `prefix: label: reason` (`Failed to deserialize …: primary.legalName: invalid type …`,
 * `Input validation error: [contact_email: Validation error: email …]`). A label is one path-like
 * token; prose before it is the framework's, the text after it is the reason.
 */
import { knownField, resolveField } from './field-path.ts';

const location =
  /[\s,;]*\(?\bat\s+(?:line\s+\d+[\s,]*)?(?:column|col|position|pos|offset|char(?:acter)?|index|byte)\s+\d+\)?|[\s,;]*\(?\bline\s+\d+[\s,]+col(?:umn)?\s+\d+\)?/gi;

/** The message without the parser's position. */
export function locationless(text: string): string {
  return text.replace(location, '').trim();
}

export interface Label {
  /** The field the label names, as the request spells it where known. */
  readonly field: string;
  /** The reason after the label. */
  readonly rest: string;
}

/** A JSON key path as servers print it: `contact_email`, `primary.legalName`, `changeOrderIds[0]`. */
const keyPath = /^[a-z_$][\w$-]*(?:(?:\.[A-Za-z_$][\w$-]*)|\[\d+\])*$/;
/** Code, not a word: a separator, an index or a camelCase hump (`http: …` or `warning: …` are no labels). */
const codeLike = /[._[]|[a-z][A-Z]/;

/** The first `token: ` whose token names a field (a known one, or a key path), and what follows it. */
export function labelled(text: string, fields: readonly string[]): Label | undefined {
  // Labels stand before any JSON the message echoes (`JSON input: {"dryRun": …}`, `[{"value": …}]`).
  const json = text.indexOf('{');
  const parts = (json === -1 ? text : text.slice(0, json)).split(/:\s+/);
  let offset = 0;
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1) break;
    // The token must be the whole segment (after brackets): prose ending in a word is no label.
    const token = part.replace(/^[\s[({]+/, '').replace(/^[`'"“‘]|[`'"”’]$/g, '');
    offset = text.indexOf(':', offset + part.length) + 1;
    if (token === '' || /\s/.test(token)) continue;
    const path = token.split(/[.[]/)[0] ?? '';
    const known = knownField(path, fields) !== undefined;
    if (!known && !(keyPath.test(token) && codeLike.test(token))) continue;
    const field = resolveField(token, fields, known);
    const rest = text
      .slice(offset)
      .trim()
      .replace(/[\])}]+$/, '');
    if (field !== undefined && rest !== '') return { field, rest };
  }
  return undefined;
}
