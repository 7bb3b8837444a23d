/**
 * @module What `discover` takes and what it hands back: the observations (the evidence-backed
 * facts) and, per operation, what the generators and checks need to know.
 */
import type { CatalogOperation, OperationNumber } from '../../fixtures/catalog.ts';
import type { IdVariable } from '../core/config.ts';
import type { ServerConventions } from '../core/conventions.ts';
import type { TimeAllowance } from '../core/deadline.ts';
import type { UserExamples } from '../core/examples-file.ts';
import type { HarnessFault } from '../core/harness-fault.ts';
import type { Observation } from '../core/observation.ts';
import type { OperationKnowledge } from '../core/operation-knowledge.ts';
import type { HttpClient } from '../http/client.ts';

export type DiscoverableOperation = CatalogOperation;

export interface DiscoverOptions {
  readonly client: HttpClient;
  readonly operations: readonly DiscoverableOperation[];
  readonly seed: number;
  /** Records owned by identity A (the `*_ID` variables). */
  readonly ids: Readonly<Partial<Record<IdVariable, string>>>;
  readonly hasTokenB: boolean;
  /** The user's known-good bodies (`EXAMPLES_FILE`): each is sent first when looking for an accepted body. */
  readonly examples?: UserExamples;
  readonly probeLimits: boolean;
  /** Most requests discovery may send. */
  readonly budget: number;
  /** Discovery's share of the time budget: its request shares shrink to what fits, and it stops there. */
  readonly time?: TimeAllowance;
  readonly log?: (line: string) => void;
}

export interface OperationDiscovery {
  readonly operation: OperationNumber;
  readonly skipped?: string;
  /** Path parameter values used, by name. */
  readonly pathParams: Record<string, string>;
  readonly knowledge: OperationKnowledge;
}

export interface DiscoveryResult {
  readonly observations: Observation[];
  /** One per operation, in document order. */
  readonly operations: OperationDiscovery[];
  /** What each kind of answer looks like on this server, learned once: every check reads it. */
  readonly conventions: ServerConventions;
  /** Harness errors met while probing (absent: none). */
  readonly faults?: readonly HarnessFault[];
}
