/**
 * @module The per-operation context every case is built from: its seed, fields, guarded base body
 * and path values. Built the same way by `buildCases` and `replayCase`, so a replay is exact.
 */
import type { NumberedOperation } from '../fixtures/catalog.ts';
import { pathParams } from '../fixtures/operation-def.ts';
import type { OperationKnowledge } from '../src/core/operation-knowledge.ts';
import { bodyFields } from './body-fields.ts';
import { deriveSeed, operationSeed } from './op-seed.ts';
import { sampleAt } from './sample-at.ts';
import type { BuildContext } from './scenario-builders/types.ts';
import { withFaker } from './seeded-faker.ts';
import { bodyGuard, guardBody } from './side-effect-guard.ts';
import { validBodyArbitrary } from './valid-body.ts';

export interface BuildOptions {
  readonly seed: number;
  /** How many valid bodies to sample per operation. */
  readonly examples: number;
  /** Ids by path parameter name (`reportId`), known to belong to the first identity. */
  readonly knownIds: Readonly<Record<string, string>>;
  readonly knowledge?: OperationKnowledge;
  readonly sideEffectsAllowed: boolean;
  /** The user's known-good body for this operation (`EXAMPLES_FILE`): sent as one valid case. */
  readonly userExample?: Readonly<Record<string, unknown>>;
}

export function assertBuildOptions(opts: BuildOptions): void {
  if (!Number.isSafeInteger(opts.seed)) throw new RangeError(`seed must be an integer, got ${opts.seed}`);
  if (!Number.isInteger(opts.examples) || opts.examples < 0) {
    throw new RangeError(`examples must be a non-negative integer, got ${opts.examples}`);
  }
}

export function buildContext(op: NumberedOperation, opts: BuildOptions): BuildContext {
  assertBuildOptions(opts);
  const opSeed = operationSeed(opts.seed, op.number);
  const base = sampleAt(validBodyArbitrary(op, opts.knowledge, 'full'), opSeed, '0');
  const params: Record<string, string> = {};
  pathParams(op.path).forEach((param, i) => {
    // No configured id: a seeded placeholder, so the body cases still reach the handler's router.
    params[param] = opts.knownIds[param] ?? withFaker(deriveSeed(opSeed, 200 + i), (f) => f.string.uuid());
  });
  return {
    op,
    seed: opts.seed,
    opSeed,
    fields: bodyFields(op, opts.knowledge),
    baseBody: guardBody(base, bodyGuard(op, opts.sideEffectsAllowed)),
    pathParams: params,
    knownIds: opts.knownIds,
    ...(opts.knowledge !== undefined && { knowledge: opts.knowledge }),
    ...(opts.userExample !== undefined && op.body.kind !== 'none' && { userExample: opts.userExample }),
  };
}
