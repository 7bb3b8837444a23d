/**
 * @module One check context per operation, built once after discovery (or a baseline check's
 * replay) from the conventions it learned and the facts it established; the case phase, the judging
 * of discovery's exchanges and the operation checks share them.
 */
import type { NumberedOperation, OperationNumber } from '../../fixtures/catalog.ts';
import { establishedFacts } from '../checks/established-facts.ts';
import type { CheckContext } from '../checks/types.ts';
import { unlearnedConventions } from '../core/conventions.ts';
import type { UserExamples } from '../core/examples-file.ts';
import { type DiscoveryResult, isFailureBody } from '../discovery/index.ts';

export type CheckContexts = ReadonlyMap<OperationNumber, CheckContext>;

export function checkContexts(
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  responseTimeMs: number,
  examples?: UserExamples,
  declaredPublic: readonly OperationNumber[] = [],
): CheckContexts {
  return new Map(
    ops.map((op) => {
      const conventions =
        discovery.conventions.operations.find((c) => c.operation === op.number) ??
        unlearnedConventions(op.number);
      const hasExample = examples?.has(op.number) === true;
      const declared = declaredPublic.includes(op.number);
      return [
        op.number,
        {
          op,
          conventions,
          isFailureBody,
          responseTimeMs,
          declaredPublic: declared,
          facts: establishedFacts(conventions, discovery.observations),
          ...(hasExample && { hasExample }),
        },
      ];
    }),
  );
}
