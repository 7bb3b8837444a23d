/**
 * @module Presence rules: a field the server does not accept (unknown field) and a field it needs
 * (required). These name the fields themselves, often several at once.
 */

import type { ErrorHint } from './error-hint.ts';
import { leadingNames } from './field-names.ts';
import { resolveField } from './field-path.ts';
import { forField, type MessageContext, type MessageRule, quotedPattern } from './message-rule.ts';

const unknownHint = (field: string): ErrorHint => ({ kind: 'unknown_field', field });
const requiredHint = (field: string): ErrorHint => ({ kind: 'required', field });

/** Names the marker lists, else the field the message names; empty (understood) when neither. */
function namedOrField(
  ctx: MessageContext,
  tail: string | undefined,
  hint: (f: string) => ErrorHint,
): ErrorHint[] {
  const names = tail === undefined ? [] : leadingNames(tail, ctx.fields);
  const under = (name: string) =>
    ctx.label === undefined || name === ctx.label || name.startsWith(`${ctx.label}.`)
      ? name
      : `${ctx.label}.${name}`;
  return names.length > 0 ? names.map((name) => hint(under(name))) : forField(ctx, (f) => [hint(f)]);
}

const classValidatorWhitelist =
  /^(?:(?<parent>[\w$.[\]-]+)\.)?property\s+(?<name>\S+)\s+should\s+not\s+exist/i;
const unknownMarker =
  /\b(?:unknown|unexpected|unrecogni[sz]ed|extra|additional|undeclared|unsupported|disallowed|unpermitted|forbidden|illegal|non-?whitelisted|superfluous)\s+(?:fields?|propert(?:y|ies)|parameters?|params?|keys?|attributes?|arguments?|inputs?|members?)(?:\(s\))?(?:\s+in\s+(?:object|body|request|payload))?(?:\s+(?:found|provided|present|detected|given|passed|supplied|received))?(?<tail>.*)$/i;
const wasUnexpected = new RegExp(
  String.raw`\((?<tail>${quotedPattern}(?:\s*,\s*${quotedPattern})*)\s+(?:was|were)\s+unexpected\)`,
  'i',
);
const shouldNotExist =
  /\b(?:should|must)\s+not\s+(?:exist|be\s+present|be\s+(?:sent|provided|included|specified|set))\b/i;

export const unknownFieldRule: MessageRule = {
  name: 'unknown-field',
  mode: 'exclusive',
  apply(ctx) {
    const cv = classValidatorWhitelist.exec(ctx.text);
    if (cv?.groups?.name !== undefined) {
      const name = cv.groups.name.replace(/^[`'"]|[`'"]$/g, '');
      const parent =
        cv.groups.parent === undefined ? undefined : resolveField(cv.groups.parent, ctx.fields, false);
      return [unknownHint(parent === undefined ? name : `${parent}.${name}`)];
    }
    const unexpected = wasUnexpected.exec(ctx.text);
    if (unexpected !== null) return namedOrField(ctx, unexpected.groups?.tail, unknownHint);
    const marker = unknownMarker.exec(ctx.text);
    if (marker !== null) return namedOrField(ctx, marker.groups?.tail, unknownHint);
    if (shouldNotExist.test(ctx.masked)) return forField(ctx, (f) => [unknownHint(f)]);
    return undefined;
  },
};

const requiredProperty = new RegExp(
  String.raw`\b(?:must|should)\s+have\s+(?:the\s+)?required\s+property\s+(?<tail>${quotedPattern}|[\w$.-]+)`,
  'i',
);
const missingMarker =
  /\b(?:missing|absent)\s+(?:required\s+)?(?:fields?|propert(?:y|ies)|parameters?|params?|keys?|attributes?|arguments?|members?|values?\s+for|data\s+for)\b(?<tail>.*)$/i;
const requiredMissing =
  /\brequired\s+(?:fields?|propert(?:y|ies)|parameters?|params?|keys?|attributes?)(?:\s+(?:are|is))?\s+(?:missing|absent|not\s+(?:provided|present|set))\b(?<tail>.*)$/i;
const requiredIsMissing =
  /\brequired\s+(?:fields?|propert(?:y|ies)|parameters?|params?|keys?|attributes?)\s+(?<tail>.+?)\s+(?:is|are)\s+(?:missing|absent|not\s+(?:provided|present|set))\b/i;
const requiredWordings: readonly RegExp[] = [
  /\b(?:is|are|was|were)\s+(?:a\s+)?(?:required|mandatory|missing|absent)\b(?!\s+to\b)/i,
  /\b(?:is|are|was|were)\s+not\s+(?:provided|present|set|defined|specified|supplied|given)\b/i,
  /\b(?:field|value|property|parameter|input|attribute)\s+(?:is\s+)?required\b/i,
  /^(?:FIELD\s*:?\s*)?(?:required|missing)\s*[.!]?$/i,
  /\bmust\s+(?:be\s+)?(?:provided|specified|present|supplied|set|defined|given|included|filled(?:\s+in)?)\b/i,
  /\b(?:cannot|can't|can\s+not|must\s+not|mustn't|should\s+not|shouldn't|may\s+not|must\s+never|is\s+not\s+allowed\s+to|not\s+allowed\s+to)\s+be\s+(?:blank|empty|null|nil|undefined|missing|omitted|none|an?\s+empty\s+string)\b/i,
  /\b(?:is|was)\s+(?:blank|empty|null|undefined)\b/i,
  /\bmissing\b/i,
  /\brequired\s+(?:field|property|parameter|attribute)\b/i,
];

export const requiredRule: MessageRule = {
  name: 'required',
  mode: 'exclusive',
  apply(ctx) {
    for (const re of [requiredProperty, missingMarker, requiredMissing, requiredIsMissing]) {
      const m = re.exec(ctx.text);
      if (m !== null) return namedOrField(ctx, m.groups?.tail, requiredHint);
    }
    if (requiredWordings.some((re) => re.test(ctx.masked))) return forField(ctx, (f) => [requiredHint(f)]);
    return undefined;
  },
};

/**
 * Joi's `"foo" is not allowed`: an unknown field when the server names one we do not know of;
 * for a known field the reason is unclear (forbidden in this context?), so only `invalid`.
 */
export const notAllowedRule: MessageRule = {
  name: 'not-allowed',
  mode: 'fallback',
  apply(ctx) {
    if (
      !/\b(?:is|are)\s+not\s+(?:allowed|permitted|expected|accepted|supported)\s*[.!]?$/i.test(ctx.masked)
    ) {
      return undefined;
    }
    return forField(ctx, (f) => [ctx.fields.includes(f) ? { kind: 'invalid', field: f } : unknownHint(f)]);
  },
};
