/**
 * @module Auth variants: no token, a malformed token, and the other tenant's token on ids known to
 * belong to the first (the BOLA probe; only where every path id is a known one).
 */
import { pathParams } from '../../fixtures/operation-def.ts';
import type { Case } from '../../src/core/case.ts';
import { baseCaseBody, makeCase } from './make-case.ts';
import type { BuildContext } from './types.ts';

export function authVariants(ctx: BuildContext): Case[] {
  const body = baseCaseBody(ctx);
  const params = pathParams(ctx.op.path);
  const ownedByA = params.length > 0 && params.every((p) => ctx.knownIds[p] !== undefined);
  return [
    makeCase(ctx, { scenario: 'no_token', auth: 'none', body, validity: 'unknown' }),
    makeCase(ctx, { scenario: 'bad_token', auth: 'malformed', body, validity: 'unknown' }),
    ...(ownedByA
      ? [makeCase(ctx, { scenario: 'other_tenant', auth: 'other_tenant', body, validity: 'unknown' })]
      : []),
  ];
}
