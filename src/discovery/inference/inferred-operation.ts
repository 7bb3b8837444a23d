/**
 * @module What may be stated about one operation, each fact with the exchanges that show it: the
 * shape `mergeOperation` builds and every writer reads. Apart from the merge, so the fact
 * descriptors can name its slots without importing the merge that reads them.
 */
import type { NumberedOperation, OperationNumber } from '../../../fixtures/catalog.ts';
import type { JsonSchema } from '../../core/json-schema.ts';
import type { ObservationOf, StatusCause } from '../../core/observation.ts';
import type { InferredField } from './infer-fields.ts';

export interface InferredResponse {
  readonly status: number;
  readonly causes: Set<StatusCause | 'success'>;
  contentType?: string;
  schema?: JsonSchema;
  /** A 2xx that also carries failures (`{success:false}`): their schema. */
  failureSchema?: JsonSchema;
  parser?: string;
  readonly exchangeIds: string[];
}

export interface InferredRequest {
  readonly fields: InferredField[];
  readonly required: string[];
  readonly unknownFields?: 'rejected' | 'ignored';
}

export interface InferredOperation {
  readonly operation: OperationNumber;
  readonly def: NumberedOperation;
  readonly auth?: ObservationOf<'auth'>;
  readonly responses: Map<number, InferredResponse>;
  readonly request?: InferredRequest;
  readonly getBody?: ObservationOf<'get_body'>;
  readonly invalidBody?: ObservationOf<'invalid_body_accepted'>;
  readonly baseline?: ObservationOf<'baseline'>;
  readonly rejection?: ObservationOf<'rejection'>;
  readonly pathIds: ObservationOf<'path_id'>[];
  readonly versioning: ObservationOf<'versioning'>[];
  readonly deprecation: ObservationOf<'deprecation'>[];
  readonly wrongMethod?: ObservationOf<'wrong_method'>;
  readonly rateLimit?: ObservationOf<'rate_limit'>;
  readonly bodyLimit?: ObservationOf<'body_limit'>;
  readonly undetermined: ObservationOf<'undetermined'>[];
}
