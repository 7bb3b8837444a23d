/**
 * @module A validator's rule code with its parameters, as libraries print a failed check when no
 * message was written for it: `Validation error: length [{"min": Number(1), "max": Number(80)}]`
 * (Rust's validator), `failed on the 'email' tag`, `constraint violation: range {min=0, max=20}`.
 * A format code is the format; `length`/`size` with `min`/`max`/`equal` are string bounds;
 * `range`/`between` numeric ones. A code this reads nothing from (`regex`) is left to the others.
 */
import type { ErrorHint } from './error-hint.ts';
import { forField, type MessageRule } from './message-rule.ts';
import { formatName, numberPattern, parseNumber } from './message-values.ts';

const code =
  /\b(?:validation|constraint|rule|check|validator)\s*(?:error|failed|failure|violation|violated)s?\s*(?:on|for|of)?\s*[:=]?\s*[`'"]?(?<code>[A-Za-z][\w-]*)[`'"]?(?<params>.*)$/i;
const param = new RegExp(
  String.raw`["'\`]?\b(?<key>min(?:imum)?(?:_?length)?|max(?:imum)?(?:_?length)?|equal|exact|len)["'\`]?\s*[:=]\s*(?:Number\(\s*)?(?<n>${numberPattern})`,
  'gi',
);

function paramsOf(text: string): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const m of text.matchAll(param)) {
    const key = (m.groups?.key ?? '').toLowerCase();
    const n = parseNumber(m.groups?.n ?? '');
    if (n === undefined) continue;
    if (key.startsWith('min')) out.min = n;
    else if (key.startsWith('max')) out.max = n;
    else out.min = out.max = n;
  }
  return out;
}

function bounds(field: string, kind: 'length' | 'value', p: { min?: number; max?: number }): ErrorHint[] {
  const [low, high] =
    kind === 'length' ? (['minLength', 'maxLength'] as const) : (['minimum', 'maximum'] as const);
  return [
    ...(p.min === undefined ? [] : [{ kind: low, field, value: p.min }]),
    ...(p.max === undefined ? [] : [{ kind: high, field, value: p.max }]),
  ];
}

export const codeRule: MessageRule = {
  name: 'code',
  mode: 'combine',
  apply(ctx) {
    const m = code.exec(ctx.masked);
    const name = (m?.groups?.code ?? '').toLowerCase();
    if (m === null || name === '') return undefined;
    const format = formatName(name.replace(/_/g, ' '));
    if (format !== undefined) return forField(ctx, (field) => [{ kind: 'format', field, format }]);
    const params = paramsOf(m.groups?.params ?? '');
    if (/^(?:length|len|size|chars|characters)$/.test(name))
      return forField(ctx, (field) => bounds(field, 'length', params));
    if (/^(?:range|between|min|max|minimum|maximum)$/.test(name))
      return forField(ctx, (field) => bounds(field, 'value', params));
    return undefined;
  },
};
