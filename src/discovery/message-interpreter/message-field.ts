/**
 * @module Which field a free-text message is about. Strongest evidence first: a Jackson reference
 * chain, a known field as the message's subject (`bedrooms must …`, `body/bedrooms must …`), a
 * quoted known field, any stated subject (`"x" is required`), a name after "field"/"property",
 * "The street address field …", then a known field named anywhere. A name the server states in a strong position is taken even when it is
 * not a known field; words that merely look like one are not.
 */
import { isNotAName, knownField, resolveField } from './field-path.ts';

export interface FieldMention {
  readonly field: string;
  /** Where the name stands in the message, so rules can read the message without it. */
  readonly start: number;
  readonly end: number;
}

const quoted = /[`'"“‘]([^`'"”’]{1,100})[`'"”’]/g;
const verbs =
  "must|should|is|are|has|have|cannot|can't|can|may|needs?|expected|was|were|does|did|contains?|length|size|value|field|format|exceeds?|not|only|allows?";
const subject = new RegExp(
  String.raw`^\s*(?:each value in\s+|the\s+)?(?:[\`'"“‘](?<q>[^\`'"”’]{1,100})[\`'"”’]|(?<id>(?:[#$]?[./])?[$A-Za-z_][\w$-]*(?:(?:\.|\/|\[)[\w$\]'"-]*)*))\s*(?:[:\-–—]\s*)?(?=(?:${verbs})\b)`,
  'i',
);
const keyword =
  /\b(?:field|property|parameter|param|key|attribute|argument|column|path|member)\b\s*[:=]?\s*(?:[`'"“‘](?<q>[^`'"”’]{1,100})[`'"”’]|(?<id>[$A-Za-z_][\w$-]*(?:(?:\.|\/|\[)[\w$\]-]*)*))/gi;
const theField =
  /^\s*the\s+(?<words>[A-Za-z][\w ]{0,60}?)\s+(?:field\s+)?(?:must|may|is|should|has|does|format|cannot|needs|can)\b/i;
const referenceChain = /reference chain:.*\["(?<name>[^"]+)"\]/;

/** Names that read as code rather than an English sentence's subject (`Token is expired`). */
function codeLike(name: string): boolean {
  return /[./_\d[\]]/.test(name) || /[a-z][A-Z]/.test(name) || /^[a-z$]/.test(name);
}

function mention(field: string | undefined, start: number, end: number): FieldMention | undefined {
  return field === undefined ? undefined : { field, start, end };
}

function quotedKnown(text: string, fields: readonly string[]): FieldMention | undefined {
  for (const m of text.matchAll(quoted)) {
    const field = resolveField(m[1] ?? '', fields);
    if (field !== undefined) return mention(field, m.index, m.index + m[0].length);
  }
  return undefined;
}

function leadingSubject(text: string, fields: readonly string[], loose: boolean): FieldMention | undefined {
  const m = subject.exec(text);
  const name = m?.groups?.q ?? m?.groups?.id;
  if (m === null || name === undefined) return undefined;
  const end = m[0].trimEnd().length;
  const known = resolveField(name, fields);
  if (known !== undefined) return mention(known, 0, end);
  if (!loose || (m.groups?.id !== undefined && !codeLike(name))) return undefined;
  return mention(resolveField(name, fields, false), 0, end);
}

/** A known field as the subject outranks a quoted one later (`type must be one of 'state', 'city'`). */
const knownSubject = (text: string, fields: readonly string[]) => leadingSubject(text, fields, false);
const statedSubject = (text: string, fields: readonly string[]) => leadingSubject(text, fields, true);

function afterKeyword(text: string, fields: readonly string[]): FieldMention | undefined {
  for (const m of text.matchAll(keyword)) {
    const name = m.groups?.q ?? m.groups?.id ?? '';
    if (isNotAName(name)) continue;
    const field = resolveField(name, fields, false);
    if (field !== undefined) return mention(field, m.index, m.index + m[0].length);
  }
  return undefined;
}

function humanized(text: string, fields: readonly string[]): FieldMention | undefined {
  const m = theField.exec(text);
  const words = m?.groups?.words;
  if (m === null || words === undefined) return undefined;
  const field = knownField(words.replace(/\s+/g, ''), fields);
  const start = m[0].toLowerCase().indexOf(words.toLowerCase());
  return mention(field, start, start + words.length);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `streetAddress` is also written `street address` or `street_address`. */
function spellings(field: string): string[] {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((w) => w !== '');
  return words.length > 1
    ? [escapeRegExp(field), words.map(escapeRegExp).join(String.raw`[\s_-]+`)]
    : [escapeRegExp(field)];
}

const subjectFollows = new RegExp(String.raw`^\s*(?:${verbs}|cannot|required|missing|invalid)\b`, 'i');
const namePrecedes = /(?:[./]|\b(?:field|property|parameter|param|key|attribute)\s+)$/i;

/**
 * A known field anywhere. A one-word field (`note`, `type`, `state`) is an ordinary English word
 * too, so it counts only as a subject or after "field"/a path separator.
 */
function anywhere(text: string, fields: readonly string[]): FieldMention | undefined {
  let best: FieldMention | undefined;
  for (const field of fields) {
    const oneWord = spellings(field).length === 1 && !/[A-Z_\d]/.test(field);
    const re = new RegExp(String.raw`(?<![\w$])(?:${spellings(field).join('|')})(?![\w$])`, 'gi');
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length;
      if (oneWord && !subjectFollows.test(text.slice(end)) && !namePrecedes.test(text.slice(0, m.index)))
        continue;
      if (best === undefined || m.index < best.start || (m.index === best.start && end > best.end)) {
        best = { field, start: m.index, end };
      }
      break;
    }
  }
  return best;
}

/** A JSONPath (`at path: $.application`, `$.primary.email`): unambiguous, whatever else is quoted. */
const jsonPathName = /(?<![\w$])\$\.(?<path>[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*|\[\d+\])*)/;

function jsonPath(text: string, fields: readonly string[]): FieldMention | undefined {
  const m = jsonPathName.exec(text);
  const path = m?.groups?.path;
  if (m === null || path === undefined) return undefined;
  return mention(resolveField(path, fields, false), m.index, m.index + m[0].length);
}

function jacksonChain(text: string, fields: readonly string[]): FieldMention | undefined {
  const m = referenceChain.exec(text);
  const name = m?.groups?.name;
  if (m === null || name === undefined) return undefined;
  return mention(resolveField(name, fields, false), m.index, m.index + m[0].length);
}

const strategies = [
  jacksonChain,
  jsonPath,
  knownSubject,
  quotedKnown,
  statedSubject,
  afterKeyword,
  humanized,
  anywhere,
] as const;

export function findField(text: string, fields: readonly string[]): FieldMention | undefined {
  for (const strategy of strategies) {
    const found = strategy(text, fields);
    if (found !== undefined) return found;
  }
  return undefined;
}
