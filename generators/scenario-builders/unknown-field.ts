/**
 * @module `unknown_field`: the base body plus a field the document does not name. Invalid only
 * where discovery saw unknown fields rejected.
 */
import type { Case } from '../../src/core/case.ts';
import { UNKNOWN_FIELD } from '../edge-values.ts';
import { jsonBody, makeCase, withField } from './make-case.ts';
import type { BuildContext } from './types.ts';

export function unknownField(ctx: BuildContext): Case[] {
  if (ctx.op.body.kind === 'none') return [];
  return [
    makeCase(ctx, {
      scenario: 'unknown_field',
      field: UNKNOWN_FIELD.name,
      body: jsonBody(withField(ctx.baseBody, UNKNOWN_FIELD.name, UNKNOWN_FIELD.value)),
      validity: ctx.knowledge?.additionalProperties === false ? 'invalid' : 'unknown',
    }),
  ];
}
