/**
 * @module Discovery's data: typed observations, each with its evidence, and what is inferred per
 * operation from them. Probe → observation → merge → inferred operation.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { JsonSchema } from './json-schema.ts';

export type Confidence = 'certain' | 'likely' | 'tentative';

export interface Evidence {
  /** Exchange ids that show the fact. */
  readonly exchangeIds: readonly string[];
  readonly confidence: Confidence;
}

export type BoundKind = 'minimum' | 'maximum' | 'minLength' | 'maxLength';
export type ObservedType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';

/** Why a response with a given status was seen: what the probe that drew it was about. */
export type StatusCause =
  | 'validation'
  /** A JSON array where an object belongs: a validation error unless field errors say otherwise. */
  | 'not_an_object'
  | 'malformed_json'
  | 'wrong_content_type'
  | 'no_token'
  | 'bad_token'
  | 'other_tenant'
  | 'unknown_id'
  | 'malformed_id'
  | 'payload_too_large'
  | 'rate_limited';

/** What the server's headers claim: so many requests per window. */
export interface RateClaim {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The pace that held, measured from the run's own answers between its 429s. */
export interface MeasuredRate {
  /**
   * Requests per second that passed over the steady stretch: the best stretch between two 429s of
   * one identity, else all of them from the first 429 to the last.
   */
  readonly sustainedRps: number;
  /** Requests that passed at once before the first 429, beyond the sustained rate. */
  readonly burst: number;
  /** Measured by the limits probe pushing against the limit (not at the run's own pace). */
  readonly probed?: true;
  /** The steady stretch: requests that passed in it, its length, and the 429s of the whole run. */
  readonly over: { readonly requests: number; readonly seconds: number; readonly throttles: number };
}

/**
 * A rate limit as far as it is known: `observed-429s`, measured from the run's answers (429s behind
 * it), with what the headers claim beside it if they do; `headers`, the server's claim alone (no
 * 429 was seen, so nothing was measured).
 */
export type RateLimitFact =
  | { readonly source: 'observed-429s'; readonly measured: MeasuredRate; readonly claimed?: RateClaim }
  | { readonly source: 'headers'; readonly claimed: RateClaim };

/** One fact learned about the target, keyed by `kind`. */
/** Values sent to learn a field's type, by answer. */
export interface TypeSamples {
  readonly refused: readonly unknown[];
  readonly accepted: readonly unknown[];
}

export type Observation = { readonly evidence: Evidence } & (
  | {
      readonly kind: 'auth';
      readonly operation: OperationNumber;
      readonly requirement: 'required' | 'none';
      readonly noTokenStatus?: number;
      readonly malformedTokenStatus?: number;
      readonly wwwAuthenticate?: string;
    }
  | { readonly kind: 'success'; readonly operation: OperationNumber; readonly status: number }
  | {
      readonly kind: 'response_shape';
      readonly operation: OperationNumber;
      readonly status: number;
      /** Absent when no answer had a body. */
      readonly contentType?: string;
      readonly schema: JsonSchema;
      readonly samples: number;
    }
  /** The body discovery found accepted, and whether sending it again was accepted too. */
  | {
      readonly kind: 'baseline';
      readonly operation: OperationNumber;
      readonly body: Readonly<Record<string, unknown>> | undefined;
      readonly status: number;
      readonly repeatable: boolean;
      /** The status the same request drew when sent again, when that was a refusal (409). */
      readonly repeatStatus?: number;
    }
  /** How this operation signals a rejected request. */
  | {
      readonly kind: 'rejection';
      readonly operation: OperationNumber;
      readonly statuses: readonly number[];
      readonly failureEnvelope: boolean;
    }
  /** A field the document does not name, found accepted while unknown fields are rejected. */
  | { readonly kind: 'field_exists'; readonly operation: OperationNumber; readonly field: string }
  | {
      readonly kind: 'required';
      readonly operation: OperationNumber;
      readonly field: string;
      readonly required: boolean;
    }
  | {
      readonly kind: 'type';
      readonly operation: OperationNumber;
      readonly field: string;
      readonly type: ObservedType;
      /** A wrong type was accepted (coerced or ignored) instead of rejected. */
      readonly lenient: boolean;
      /** The one item kind an array field accepts. */
      readonly items?: ObservedType;
      /** An integer whose fractions are accepted, read as an integer (16.5 as 16). */
      readonly fractions?: 'coerced';
      /**
       * The values the type probes sent and how each was answered: a strict reader's refusals
       * (`"12"`, `7.5`) are as much the type's evidence as what it took (`7`).
       */
      readonly samples?: TypeSamples;
    }
  | {
      readonly kind: 'enum';
      readonly operation: OperationNumber;
      readonly field: string;
      /** Values seen accepted (the server's own spelling when it listed them). */
      readonly values: readonly string[];
      /** A value of the same shape as an accepted one was rejected. */
      readonly closed: boolean;
      /** The server listed the values itself and each was accepted: the set is complete. */
      readonly complete: boolean;
      /** Absent when not established. */
      readonly caseInsensitive?: boolean;
      readonly source: 'probe' | 'error_message';
    }
  | {
      readonly kind: 'bound';
      readonly operation: OperationNumber;
      readonly field: string;
      readonly bound: BoundKind;
      readonly value: number;
    }
  /**
   * No bound up to the most extreme value tried: `tried` was accepted (an empty string for
   * `minLength`, 10,000 characters for `maxLength`, ±2^53-1 for numbers). Nothing is known beyond.
   */
  | {
      readonly kind: 'unbounded';
      readonly operation: OperationNumber;
      readonly field: string;
      readonly bound: BoundKind;
      readonly tried: number;
    }
  | {
      readonly kind: 'format';
      readonly operation: OperationNumber;
      readonly field: string;
      readonly format: 'email';
    }
  | {
      readonly kind: 'unknown_fields';
      readonly operation: OperationNumber;
      readonly policy: 'rejected' | 'ignored';
      /** The object field whose own unknown fields these are (`primary`); absent: the body's. */
      readonly field?: string;
    }
  | {
      readonly kind: 'get_body';
      readonly operation: OperationNumber;
      readonly handling: 'honored' | 'ignored';
    }
  | {
      /**
       * Certainly invalid bodies (malformed JSON, an array for the object) answered like the
       * accepted body. `read`: a well-formed body with wrong-typed fields was refused, so the body
       * is read and what does not decode counts as no input (Laravel); otherwise the body is never
       * read at all (a handler that never parses it).
       */
      readonly kind: 'invalid_body_accepted';
      readonly operation: OperationNumber;
      readonly read: boolean;
    }
  | {
      readonly kind: 'path_id';
      readonly operation: OperationNumber;
      readonly param: string;
      readonly variant: 'unknown' | 'malformed' | 'other_tenant';
      readonly status: number;
    }
  | {
      readonly kind: 'error_shape';
      readonly operation: OperationNumber;
      readonly status: number;
      readonly cause: StatusCause;
      /** Absent when no answer had a body. */
      readonly contentType?: string;
      /** Name of the error parser that understood the body, when one did. */
      readonly parser?: string;
      /** Absent when no body was JSON. */
      readonly schema?: JsonSchema;
    }
  | ({ readonly kind: 'rate_limit'; readonly operations: readonly OperationNumber[] } & RateLimitFact)
  | {
      readonly kind: 'body_limit';
      readonly maxBytes: number;
      readonly status: number;
      readonly operation: OperationNumber;
    }
  | {
      readonly kind: 'versioning';
      readonly operation: OperationNumber;
      readonly otherVersionPath: string;
      readonly status: number;
    }
  | {
      /** What the operation's path answers to a method the document does not list for it. */
      readonly kind: 'wrong_method';
      readonly operation: OperationNumber;
      readonly method: string;
      readonly status: number;
      /** The `Allow` header of the answer, when it had one. */
      readonly allow?: string;
    }
  | {
      readonly kind: 'deprecation';
      readonly operation: OperationNumber;
      readonly header: string;
      readonly value: string;
    }
  | {
      readonly kind: 'undetermined';
      readonly operation?: OperationNumber;
      readonly field?: string;
      readonly topic: string;
      readonly reason: string;
    }
);

export type ObservationKind = Observation['kind'];
export type ObservationOf<K extends ObservationKind> = Extract<Observation, { kind: K }>;
