/**
 * @module Discovery's one public entry: what every other layer (run, baseline, reporting, bench,
 * tests) may use of it. Its rooms (session/, probes/, inference/, ...) stay private, so they can be
 * rearranged without touching a reader; the architecture test holds every outside import to this file.
 */
export { discover } from './discover.ts';
export type {
  DiscoverableOperation,
  DiscoverOptions,
  DiscoveryResult,
  OperationDiscovery,
} from './discovery-result.ts';
export { parseErrorBody } from './error-parsers/index.ts';
export {
  type FieldColumn,
  fieldColumns,
  type GapSectionTitle,
  gapSectionTitles,
  type OperationRow,
  operationRows,
  type Placement,
} from './facts/descriptor.ts';
export { rateLimitText } from './facts/kinds/rate-limit.ts';
export { unboundedText } from './facts/kinds/unbounded.ts';
export {
  appendedGapLines,
  documentExtensions,
  FACTS,
  factKeys,
  factText,
  gapLine,
  operationExtensions,
  placement,
  serverFact,
} from './facts/table.ts';
export type {
  InferredField,
  InferredOperation,
  InferredRequest,
  InferredResponse,
} from './inference/infer-operation.ts';
export { mergeOperation } from './inference/infer-operation.ts';
export { paddedBody } from './probes/body-limit.ts';
export { inferSchema } from './schema/infer-schema.ts';
export { mergeSchemas } from './schema/merge-schema.ts';
export { hintIsAbout } from './session/body-path.ts';
export { learnConventions } from './session/conventions.ts';
export { isFailureBody } from './session/failure-body.ts';
