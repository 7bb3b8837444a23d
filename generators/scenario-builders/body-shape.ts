/**
 * @module Cases about the body as a whole: none at all, broken JSON, JSON labelled `text/plain`,
 * and an array where an object belongs. Broken JSON and the array are certainly invalid.
 */
import type { Case } from '../../src/core/case.ts';
import { jsonBody, makeCase } from './make-case.ts';
import type { BuildContext } from './types.ts';

export function bodyShape(ctx: BuildContext): Case[] {
  if (ctx.op.body.kind === 'none') return [];
  const base = ctx.baseBody;
  return [
    makeCase(ctx, { scenario: 'empty_body', body: { kind: 'none' }, validity: 'unknown' }),
    makeCase(ctx, {
      scenario: 'malformed_json',
      body: { kind: 'raw', text: truncatedJson(base), contentType: 'application/json' },
      validity: 'invalid',
    }),
    makeCase(ctx, {
      scenario: 'wrong_content_type',
      body: { kind: 'raw', text: JSON.stringify(base), contentType: 'text/plain' },
      validity: 'unknown',
    }),
    makeCase(ctx, { scenario: 'array_for_object', body: jsonBody([base]), validity: 'invalid' }),
  ];
}

/**
 * The body cut after its last key, `{"dryRun":true,"changeOrderIds": `: every complete entry stays,
 * so a lenient parser still sees the fields before the cut.
 */
export function truncatedJson(base: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(base);
  const last = entries.pop();
  const head = entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`).join('');
  return `{${head}${JSON.stringify(last?.[0] ?? 'value')}: `;
}
