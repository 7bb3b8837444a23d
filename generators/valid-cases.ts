/**
 * @module Valid cases: the user's example when there is one (`valid_full-example`, sent as written),
 * `examples` bodies sampled from the seed (`valid_full`, identical bodies sent once), and one
 * `valid_minimal` when discovery learned which fields are required. The fast-check
 * path of each is recorded so it can be shrunk and replayed.
 */
import fc from 'fast-check';
import type { Case } from '../src/core/case.ts';
import { makeCase, validIfAccepted } from './scenario-builders/make-case.ts';
import type { BuildContext } from './scenario-builders/types.ts';
import { type BodyVariant, knowsRequired, toCaseBody, validBodyArbitrary } from './valid-body.ts';

export type ValidScenario = 'valid_full' | 'valid_minimal';

export function variantOf(scenario: ValidScenario): BodyVariant {
  return scenario === 'valid_full' ? 'full' : 'minimal';
}

export function validArbitrary(ctx: BuildContext, scenario: ValidScenario) {
  return validBodyArbitrary(ctx.op, ctx.knowledge, variantOf(scenario));
}

/** The case of one sampled body; `fcPath` is the fast-check path that yields it from `opSeed`. */
export function validCase(
  ctx: BuildContext,
  scenario: ValidScenario,
  fcPath: string,
  value: Record<string, unknown>,
): Case {
  const index = Number(fcPath.split(':')[0]);
  return makeCase(ctx, {
    scenario,
    detail: [index],
    body: toCaseBody(ctx.op, value),
    validity: validIfAccepted(ctx),
    fcPath,
  });
}

/** The user's example as a case: valid as far as the generated ones are (the server accepted a body). */
function userExampleCase(ctx: BuildContext): Case[] {
  if (ctx.userExample === undefined) return [];
  return [
    makeCase(ctx, {
      scenario: 'valid_full',
      detail: ['example'],
      body: toCaseBody(ctx.op, { ...ctx.userExample }),
      validity: validIfAccepted(ctx),
    }),
  ];
}

export function validCases(ctx: BuildContext, examples: number): Case[] {
  // A sampled body identical to the user's example is not sent twice.
  const seen = new Set<string>(ctx.userExample === undefined ? [] : [JSON.stringify(ctx.userExample)]);
  const full = fc.sample(validArbitrary(ctx, 'valid_full'), { seed: ctx.opSeed, numRuns: examples });
  const own = userExampleCase(ctx);
  const cases = own.concat(
    full.flatMap((value, i) => {
      const key = JSON.stringify(value);
      if (seen.has(key)) return [];
      seen.add(key);
      return [validCase(ctx, 'valid_full', String(i), value)];
    }),
  );
  if (!knowsRequired(ctx.knowledge)) return cases;
  const [minimal] = fc.sample(validArbitrary(ctx, 'valid_minimal'), { seed: ctx.opSeed, numRuns: 1 });
  return minimal === undefined ? cases : [...cases, validCase(ctx, 'valid_minimal', '0', minimal)];
}
