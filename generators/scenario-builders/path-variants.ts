/**
 * @module Path-parameter variants, per parameter: the known id, a well-formed unknown one of the
 * same shape, a malformed one, a 2000-character one and percent-encoded specials.
 */
import { pathParams } from '../../fixtures/operation-def.ts';
import type { Case } from '../../src/core/case.ts';
import { encodedPathSpecials, MALFORMED_ID, VERY_LONG_ID } from '../edge-values.ts';
import { deriveSeed } from '../op-seed.ts';
import { withFaker } from '../seeded-faker.ts';
import { unknownIdLike } from '../unknown-id.ts';
import { baseCaseBody, makeCase, validIfAccepted } from './make-case.ts';
import type { BuildContext } from './types.ts';

export function pathVariants(ctx: BuildContext): Case[] {
  const body = baseCaseBody(ctx);
  return pathParams(ctx.op.path).flatMap((param, i) => {
    const known = ctx.knownIds[param];
    const at = (value: string) => ({ ...ctx.pathParams, [param]: value });
    const variant = (scenario: Case['scenario'], value: string, label = '') =>
      makeCase(ctx, { scenario, detail: [param, label], body, pathParams: at(value), validity: 'unknown' });
    return [
      ...(known === undefined
        ? []
        : [{ ...variant('path_known_id', known), validity: validIfAccepted(ctx) }]),
      variant(
        'path_unknown_id',
        withFaker(deriveSeed(ctx.opSeed, 100 + i), (f) => unknownIdLike(known, f)),
      ),
      variant('path_malformed_id', MALFORMED_ID),
      variant('path_very_long_id', VERY_LONG_ID),
      ...encodedPathSpecials.map(({ label, value }) =>
        variant('path_encoded_specials', String(value), label),
      ),
    ];
  });
}
