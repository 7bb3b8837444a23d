/**
 * @module Bound rules: numeric minimum/maximum and string length, from phrases such as `must not be
 * greater than 20`, `must be <= 12`, `ensure this value has at most 500 characters`, `must be
 * between 1 and 20`, `must NOT have fewer than 5 characters`, `exceeds maximum length of 500`,
 * `must be a positive number`. Bounds on item counts or bytes are not lengths: those read `invalid`.
 */

import { boundPhrases } from './bound-phrases.ts';
import type { ErrorHint } from './error-hint.ts';
import { forField, type MessageRule } from './message-rule.ts';
import { numberPattern, parseNumber } from './message-values.ts';

type Side = 'min' | 'max';
type Measure = 'value' | 'length' | 'count';

interface Bound {
  readonly side: Side;
  readonly value: number;
  readonly exclusive: boolean;
  readonly measure: Measure;
}

const filler = String.raw`(?:\s+(?:the|of|is|was|allowed|permitted|value|length|size|limit|number|amount))*\s*[:=(\['"\`]?\s*`;
const unit = String.raw`(?<unit>\s*(?:characters?|chars?|letters?|symbols?|code\s*points?|bytes?|kb|mb|gb|items?|elements?|entries|entry|values|members?|digits?|decimal\s+places?|keys|properties|words?)(?:\(s\))?(?![\w]))?`;
const wordStart = '(?:(?<![A-Za-z])|(?![A-Za-z]))';
const phrases = boundPhrases.map((p) => ({
  ...p,
  re: new RegExp(String.raw`${wordStart}(?:${p.pattern})${filler}(?<n>${numberPattern})(?!\d)${unit}`, 'gi'),
}));
const between = new RegExp(
  String.raw`\b(?:between|range(?:\s+of)?|from)\s*[[(]?\s*(?<a>${numberPattern})\s*(?:and|to|-|–|,|\.\.)\s*(?<b>${numberPattern})\s*[\])]?${unit}`,
  'i',
);
const exactLength = new RegExp(
  String.raw`\b(?:length\s+(?:must|should)\s+be|(?:must|should)\s+(?:be|have|contain)(?:\s+exactly)?|(?:must|should)\s+have\s+(?:a\s+)?length(?:\s+of)?|length\s+(?:is|of)|exactly)\s+(?<n>${numberPattern})\s*(?:characters?|chars?)(?:\(s\))?`,
  'i',
);
const signs: readonly (readonly [RegExp, Side, boolean])[] = [
  [/\b(?:must|should)\s+be\s+(?:an?\s+)?(?:strictly\s+)?positive\b/i, 'min', true],
  [
    /\bnon-?negative\b|\bpositive\s+or\s+zero\b|\bzero\s+or\s+(?:positive|greater|more)\b|\b(?:cannot|can't|can\s+not|must\s+not|may\s+not|should\s+not)\s+be\s+negative\b/i,
    'min',
    false,
  ],
  [/\b(?:must|should)\s+be\s+(?:an?\s+)?(?:strictly\s+)?negative\b/i, 'max', true],
  [/\bnon-?positive\b|\bnegative\s+or\s+zero\b/i, 'max', false],
];

const lengthUnit = /^\s*(?:characters?|chars?|letters?|symbols?|code\s*points?)/i;
const lengthWords = /\b(?:length|characters?|chars|long|short|size)\b/i;

function measureOf(text: string, unitText: string | undefined, phraseSaysLength: boolean): Measure {
  if (unitText !== undefined && unitText.trim() !== '') return lengthUnit.test(unitText) ? 'length' : 'count';
  if (/\b(?:items?|elements?|entries|array|list)\b/i.test(text)) return 'count';
  return phraseSaysLength || lengthWords.test(text) ? 'length' : 'value';
}

function phraseBounds(text: string): Bound[] {
  const claimed: (readonly [number, number])[] = [];
  const found: (Bound & { at: number })[] = [];
  for (const p of phrases) {
    for (const m of text.matchAll(p.re)) {
      const start = m.index;
      const end = start + m[0].length;
      const value = parseNumber(m.groups?.n ?? '');
      if (value === undefined || claimed.some(([s, e]) => start < e && s < end)) continue;
      claimed.push([start, end]);
      found.push({
        at: start,
        side: p.side,
        value,
        exclusive: p.exclusive,
        measure: measureOf(text, m.groups?.unit, p.length === true),
      });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

function boundsOf(text: string): Bound[] {
  const range = between.exec(text);
  const a = parseNumber(range?.groups?.a ?? '');
  const b = parseNumber(range?.groups?.b ?? '');
  if (range !== null && a !== undefined && b !== undefined) {
    const measure = measureOf(text, range.groups?.unit, false);
    return [
      { side: 'min', value: Math.min(a, b), exclusive: false, measure },
      { side: 'max', value: Math.max(a, b), exclusive: false, measure },
    ];
  }
  const phrased = phraseBounds(text);
  if (phrased.length > 0) return phrased;
  const exact = parseNumber(exactLength.exec(text)?.groups?.n ?? '');
  if (exact !== undefined) {
    return (['min', 'max'] as const).map((side) => ({
      side,
      value: exact,
      exclusive: false,
      measure: 'length' as const,
    }));
  }
  return signs.flatMap(([re, side, exclusive]) =>
    re.test(text) ? [{ side, value: 0, exclusive, measure: 'value' as const }] : [],
  );
}

function toHint(field: string, bound: Bound): ErrorHint | undefined {
  switch (bound.measure) {
    case 'value':
      return {
        kind: bound.side === 'max' ? 'maximum' : 'minimum',
        field,
        value: bound.value,
        ...(bound.exclusive ? { exclusive: true } : {}),
      };
    case 'length': {
      // Lengths are whole: `shorter than 10` is `at most 9`.
      const value = !bound.exclusive
        ? bound.value
        : bound.side === 'max'
          ? Math.ceil(bound.value) - 1
          : Math.floor(bound.value) + 1;
      if (!Number.isInteger(value) || value < 0) return { kind: 'invalid', field };
      return { kind: bound.side === 'max' ? 'maxLength' : 'minLength', field, value };
    }
    case 'count':
      return { kind: 'invalid', field };
    default:
      return bound.measure satisfies never;
  }
}

export const boundRule: MessageRule = {
  name: 'bound',
  mode: 'combine',
  apply(ctx) {
    const bounds = boundsOf(ctx.masked);
    if (bounds.length === 0) return undefined;
    return forField(ctx, (field) => bounds.flatMap((b) => toHint(field, b) ?? []));
  },
};
