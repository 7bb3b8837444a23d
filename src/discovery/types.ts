/**
 * @module Discovery's data: typed observations, each with its evidence, and what is inferred per
 * operation from them. Probe → observation → merge → inferred operation.
 */
import type { JsonSchema } from './schema/json-schema.ts';

export type Confidence = 'certain' | 'likely' | 'tentative';

export interface Evidence {
  /** Exchange ids that show the fact. */
  readonly exchangeIds: readonly string[];
  readonly confidence: Confidence;
}

export type BoundKind = 'minimum' | 'maximum' | 'minLength' | 'maxLength';
export type ObservedType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** One fact learned about the target, keyed by `kind`. */
export type Observation = { readonly evidence: Evidence } & (
  | {
      readonly kind: 'auth';
      readonly operation: number;
      readonly requirement: 'required' | 'none';
      readonly noTokenStatus?: number;
      readonly malformedTokenStatus?: number;
      readonly wwwAuthenticate?: string;
    }
  | { readonly kind: 'success'; readonly operation: number; readonly status: number }
  | {
      readonly kind: 'response_shape';
      readonly operation: number;
      readonly status: number;
      readonly schema: JsonSchema;
      readonly samples: number;
    }
  | { readonly kind: 'required'; readonly operation: number; readonly field: string; readonly required: boolean }
  | {
      readonly kind: 'type';
      readonly operation: number;
      readonly field: string;
      readonly type: ObservedType;
      /** A wrong type was accepted (coerced or ignored) instead of rejected. */
      readonly lenient: boolean;
    }
  | {
      readonly kind: 'enum';
      readonly operation: number;
      readonly field: string;
      readonly values: readonly string[];
      readonly closed: boolean;
      readonly caseInsensitive: boolean;
      readonly source: 'probe' | 'error_message';
    }
  | {
      readonly kind: 'bound';
      readonly operation: number;
      readonly field: string;
      readonly bound: BoundKind;
      readonly value: number;
    }
  | { readonly kind: 'format'; readonly operation: number; readonly field: string; readonly format: 'email' }
  | { readonly kind: 'unknown_fields'; readonly operation: number; readonly policy: 'rejected' | 'ignored' }
  | { readonly kind: 'get_body'; readonly operation: number; readonly handling: 'honored' | 'ignored' }
  | {
      readonly kind: 'path_id';
      readonly operation: number;
      readonly param: string;
      readonly variant: 'unknown' | 'malformed' | 'other_tenant';
      readonly status: number;
    }
  | {
      readonly kind: 'error_shape';
      readonly operation: number;
      readonly status: number;
      readonly cause: 'validation' | 'malformed_json' | 'wrong_content_type' | 'auth' | 'not_found';
      readonly contentType: string;
      readonly parser: string;
      readonly schema: JsonSchema;
    }
  | {
      readonly kind: 'rate_limit';
      readonly limit: number;
      readonly windowSeconds: number;
      readonly source: 'headers' | 'counted';
    }
  | { readonly kind: 'body_limit'; readonly maxBytes: number; readonly status: number }
  | {
      readonly kind: 'versioning';
      readonly operation: number;
      readonly otherVersionPath: string;
      readonly status: number;
      readonly deprecation?: string;
    }
  | {
      readonly kind: 'undetermined';
      readonly operation?: number;
      readonly topic: string;
      readonly reason: string;
    }
);

export type ObservationKind = Observation['kind'];
