/**
 * @module The wording of a changed request rule or error answer: a field's facts (its place in the
 * required list, its type, bounds, closed set, format) belong to that field's family; an error
 * cause's status to the operation's auth (no token, malformed token, another tenant) or to that
 * cause's refusals; an error's media type and body to the operation's error envelope.
 */
import type { DriftChange } from './drift.ts';
import { type BodyShapes, causeWord, type Draft, listOf, ruleWords, valueWords, was } from './drift-words.ts';

const familyOf = (path: string) => `field:${/^[^.[]+/.exec(path)?.[0] ?? path}`;

/** A `required` list change: one atom per field that became required or optional. */
function requiredAtoms(c: DriftChange, parent: string): Draft[] {
  const [before, after] = [listOf(c.before), listOf(c.after)];
  const name = (f: string) => `\`${parent === '' ? f : `${parent}.${f}`}\``;
  const atom =
    (required: boolean) =>
    (f: string): Draft => ({
      rule: required ? 'request_field_required' : 'request_field_optional',
      family: familyOf(parent === '' ? f : parent),
      text: `${name(f)} ${required ? 'is now required' : 'may now be omitted'}`,
      phrase: `${required ? 'now requires' : 'no longer requires'} ${name(f)}`,
      before: required ? 'optional' : 'required',
      after: required ? 'required' : 'optional',
    });
  return [
    ...after.filter((f) => !before.includes(f)).map(atom(true)),
    ...before.filter((f) => !after.includes(f)).map(atom(false)),
  ];
}

function enumText(c: DriftChange, f: string): string {
  const [before, after] = [listOf(c.before), listOf(c.after)];
  const gone = before.filter((x) => !after.includes(x));
  const added = after.filter((x) => !before.includes(x));
  return [
    gone.length > 0 && `${f} no longer accepts ${gone.join(', ')}`,
    added.length > 0 && `${f} now also accepts ${added.join(', ')}`,
  ]
    .filter(Boolean)
    .join('; ');
}

function fieldAtom(c: DriftChange, path: string, keyword: string): Draft {
  const family = familyOf(path);
  const f = `\`${path}\``;
  const rule = ruleWords[keyword] ?? keyword;
  const [b, a] = [valueWords(c.before), valueWords(c.after)];
  const draft = (text: string, phrase: string): Draft => ({ rule: c.rule, family, text, phrase });
  switch (c.rule) {
    case 'request_field_added':
      return draft(`${f} is read (${a})`, `reads a new field ${f}`);
    case 'request_rule_added':
      return draft(`${f} has a ${rule} of ${a} (new)`, `checks a new ${rule} on ${f}`);
    case 'request_rule_removed':
      return draft(
        `${f}'s ${rule} (${b}) is no longer checked`,
        keyword === 'enum' ? `accepts any value for ${f}` : `no longer checks ${f}'s ${rule}`,
      );
    case 'request_rule_tightened':
    case 'request_rule_loosened': {
      const tighter = c.rule === 'request_rule_tightened';
      if (keyword === 'enum')
        return draft(enumText(c, f), `accepts ${tighter ? 'fewer' : 'more'} values for ${f}`);
      return draft(
        `${f}'s ${rule} is ${a} (was ${b})`,
        `checks ${f}'s ${rule} more ${tighter ? 'strictly' : 'loosely'}`,
      );
    }
    default:
      return draft(`${f} takes ${a} (was ${b})`, `takes another type for ${f}`);
  }
}

/** `area` without its `request.` prefix: `required`, `note.maxLength`, `unknown-fields`, `type`. */
export function requestAtoms(c: DriftChange, area: string): Draft[] {
  const required = /^(?:(.+)\.)?required$/.exec(area);
  if (required) return requiredAtoms(c, required[1] ?? '');
  if (area.endsWith('unknown-fields')) {
    const text = `unknown body fields are ${valueWords(c.after)}${was(c.before)}`;
    const phrase =
      c.rule === 'unknown_fields_accepted'
        ? 'now accepts unknown body fields'
        : 'handles unknown body fields differently';
    return [{ rule: c.rule, family: 'unknown-fields', text, phrase }];
  }
  const field = /^(.+)\.([A-Za-z]+)$/.exec(area);
  if (field) return [fieldAtom(c, field[1] as string, field[2] as string)];
  const text = `the request body is ${valueWords(c.after)}${was(c.before)}`;
  return [{ rule: c.rule, family: 'body', text, phrase: 'takes another request body' }];
}

const AUTH_CAUSES = new Set(['no_token', 'bad_token', 'other_tenant']);
/** The phrase of an error no longer (or newly) returned, where it says more than the refusal. */
const goneWords: Readonly<Record<string, string>> = {
  no_token: 'accepts requests without a token',
  bad_token: 'accepts a malformed token',
  other_tenant: "lets another tenant's token through",
};

/**
 * Whose change an error status is: an unknown id's, with another tenant's record when its status
 * merely changed (the server's "not found" moved); the operation's auth for a token or tenant
 * refusal that came or went; else that cause's refusals.
 */
function statusFamily(cause: string, c: DriftChange): string {
  if (cause === 'unknown_id' || (cause === 'other_tenant' && c.rule === 'error_status_changed'))
    return 'unknown-id';
  return AUTH_CAUSES.has(cause) ? 'auth' : `refusal:${cause}`;
}

/** `m`: the area's match, `[_, cause, rest]` (`rest`: `status`, `content-type`, `body.…`). */
export function errorAtom(c: DriftChange, m: RegExpExecArray, shapes: BodyShapes): Draft {
  const [cause, rest] = [m[1] as string, m[2] as string];
  const what = causeWord(cause);
  if (rest === 'status') {
    const family = statusFamily(cause, c);
    const draft = (text: string, phrase: string): Draft => ({ rule: c.rule, family, text, phrase });
    if (c.rule === 'error_no_longer_returned')
      return draft(
        `${what} is no longer refused (was ${valueWords(c.before)})`,
        goneWords[cause] ?? `no longer refuses ${what}`,
      );
    if (c.rule === 'error_newly_returned')
      return draft(
        `${what} is now refused with ${valueWords(c.after)}`,
        cause === 'no_token' ? 'now requires a token' : `now refuses ${what}`,
      );
    return draft(
      `${what} is answered ${valueWords(c.after)}${was(c.before)}`,
      `answers ${what} with another status`,
    );
  }
  const mediaType = rest === 'content-type';
  const [before, after] = mediaType
    ? [valueWords(c.before), valueWords(c.after)]
    : shapes(c.key).map((s) => s ?? 'no JSON body');
  return {
    rule: c.rule,
    family: 'envelope',
    text: `error ${mediaType ? 'media type' : 'body'} ${after} (was ${before})`,
    phrase: `answers errors with another ${mediaType ? 'media type' : 'body'}`,
    errorCause: cause,
    ...(before !== undefined && { before }),
    ...(after !== undefined && { after }),
  };
}
