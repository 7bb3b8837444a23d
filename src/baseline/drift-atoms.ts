/**
 * @module What one changed fact says: its family (the facts one change moves together on one
 * operation: `auth`, `field:author`, `envelope`, `response:201`, ...), a consequence in words
 * ("`author` has a maximum length of 100 (new)") and the title phrase it gives its cause when it is
 * the root ("now requires `author`"). A table of fact areas, each with its wording.
 */
import type { DriftChange } from './drift.ts';
import { errorAtom, requestAtoms } from './drift-atoms-request.ts';
import { type Atom, type BodyShapes, type Draft, listOf, valueWords, was } from './drift-words.ts';

export type { Atom } from './drift-words.ts';

const simple = (c: DriftChange, family: string, text: string, phrase: string): Draft[] => [
  { rule: c.rule, family, text, phrase },
];

function responseAtom(c: DriftChange, status: string, path: string, keyword: string): Draft[] {
  const family = `response:${status}`;
  const p = path === '' ? `the ${status} answer's body` : `\`${path}\``;
  const where = `in the ${status} answer`;
  const body = `answers ${status} with another body`;
  switch (c.rule) {
    case 'response_property_removed':
      return simple(c, family, `${p} is gone ${where}`, path === '' ? body : `no longer returns ${p}`);
    case 'response_property_added':
      return simple(c, family, `${p} is new ${where} (${valueWords(c.after)})`, body);
    case 'response_property_optional':
    case 'response_property_required': {
      const [before, after] = [listOf(c.before), listOf(c.after)];
      const named = (xs: string[]) => xs.map((x) => `\`${x}\``).join(', ');
      const lost = before.filter((x) => !after.includes(x));
      const gained = after.filter((x) => !before.includes(x));
      const text = [
        lost.length > 0 && `${named(lost)} no longer always present ${where}`,
        gained.length > 0 && `${named(gained)} now always present ${where}`,
      ].filter(Boolean);
      return simple(c, family, text.join('; '), body);
    }
    default:
      return simple(c, family, `${p}'s ${keyword} is ${valueWords(c.after)} ${where}${was(c.before)}`, body);
  }
}

function limitAtom(c: DriftChange, area: 'rate-limit' | 'body-limit'): Draft[] {
  const name = area === 'rate-limit' ? 'rate limit' : 'body size limit';
  const words = (v: string | undefined) =>
    v === undefined ? 'none' : area === 'body-limit' ? `${v} bytes` : valueWords(v);
  const phrase =
    c.before === undefined
      ? `now enforces a ${name}`
      : c.after === undefined
        ? `no longer enforces a ${name}`
        : `changed its ${name}`;
  const text = `${name}: ${words(c.after)}${c.before === undefined ? ' (new)' : ` (was ${words(c.before)})`}`;
  return simple(c, area, text, phrase);
}

/** By the fact's area (the key without its operation): the first match words it. */
const areas: readonly {
  readonly match: RegExp;
  readonly atoms: (c: DriftChange, m: RegExpExecArray, shapes: BodyShapes) => Draft[];
}[] = [
  { match: /^error\.([a-z_]+)\.(.+)$/, atoms: (c, m, shapes) => [errorAtom(c, m, shapes)] },
  { match: /^request\.(.*)$/, atoms: (c, m) => requestAtoms(c, m[1] as string) },
  {
    match: /^response\.(\d{3})(?:\.(.+))?\.([A-Za-z]+)$/,
    atoms: (c, m) => responseAtom(c, m[1] as string, m[2] ?? '', m[3] as string),
  },
  {
    match: /^security$/,
    atoms: (c) =>
      simple(
        c,
        'auth',
        `security: ${valueWords(c.after)}${was(c.before)}`,
        c.rule === 'auth_dropped'
          ? 'accepts requests without a token'
          : c.rule === 'auth_added'
            ? 'now requires a token'
            : 'requires other credentials',
      ),
  },
  {
    match: /^success$/,
    atoms: (c) =>
      valueWords(c.after) === 'none'
        ? simple(c, 'success', `no request succeeds (was ${valueWords(c.before)})`, 'no longer succeeds')
        : simple(
            c,
            'success',
            `succeeds with ${valueWords(c.after)}${was(c.before)}`,
            'succeeds with another status',
          ),
  },
  {
    match: /^unknown-id$/,
    atoms: (c) =>
      simple(
        c,
        'unknown-id',
        `an unknown id is answered ${valueWords(c.after)}${was(c.before)}`,
        'answers an unknown id with another status',
      ),
  },
  {
    match: /^get-body$/,
    atoms: (c) =>
      simple(
        c,
        'get-body',
        `a GET body is ${valueWords(c.after)}${was(c.before)}`,
        'handles a GET body differently',
      ),
  },
  {
    match: /^responsive$/,
    atoms: (c) =>
      c.rule === 'operation_unresponsive'
        ? simple(
            c,
            'responsive',
            'its breaker opened: slower than RESPONSE_TIME_MS',
            'stopped answering in time',
          )
        : simple(c, 'responsive', 'answers in time again', 'answers in time again'),
  },
  { match: /^(rate-limit|body-limit)$/, atoms: (c, m) => limitAtom(c, m[1] as 'rate-limit' | 'body-limit') },
];

export function atomsOf(c: DriftChange, shapes: BodyShapes): Atom[] {
  const area = c.key.replace(/^(server|[A-Z]+ \S+) /, '');
  const drafts =
    areas.flatMap((a) => {
      const m = a.match.exec(area);
      return m ? [a.atoms(c, m, shapes)] : [];
    })[0] ?? simple(c, area, `${area}: ${valueWords(c.after)}${was(c.before)}`, `changed ${area}`);
  return drafts.map((d) => ({
    ...d,
    change: c,
    before: d.before ?? valueWords(c.before),
    after: d.after ?? valueWords(c.after),
  }));
}
