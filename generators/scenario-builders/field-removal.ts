/**
 * @module `missing_field` (each field omitted alone) and `null_field` (each field sent as null).
 */
import type { Case } from '../../src/core/case.ts';
import { jsonBody, makeCase, withField, withoutField } from './make-case.ts';
import type { BuildContext } from './types.ts';

export function missingField(ctx: BuildContext): Case[] {
  return ctx.fields.map((f) =>
    makeCase(ctx, {
      scenario: 'missing_field',
      detail: [f.name],
      field: f.name,
      body: jsonBody(withoutField(ctx.baseBody, f.name)),
      validity: f.learned?.required === true ? 'invalid' : 'unknown',
    }),
  );
}

export function nullField(ctx: BuildContext): Case[] {
  return ctx.fields.map((f) =>
    makeCase(ctx, {
      scenario: 'null_field',
      detail: [f.name],
      field: f.name,
      body: jsonBody(withField(ctx.baseBody, f.name, null)),
      // Many servers read null as "absent"; only a required field of an enforced type must refuse it.
      validity: f.learned?.required === true && f.learned.type !== undefined ? 'invalid' : 'unknown',
    }),
  );
}
