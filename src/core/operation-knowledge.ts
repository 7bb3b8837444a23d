/**
 * @module What discovery may have learned about a field or an operation, in the form the generators
 * consume. Every key states a rule the server was seen to enforce; an absent key means "not known".
 */
import type { ObservedType } from './observation.ts';

export interface FieldConstraints {
  /** The type the server enforces (a value of another type was rejected). */
  readonly type?: ObservedType;
  /** An integer reader that accepts fractions as the integer they truncate or round to. */
  readonly fractions?: 'coerced';
  /** The closed set of accepted values. */
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  /** In code points, as JSON Schema counts. */
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: 'email';
  /** true: omitting the field alone is rejected; false: it is accepted. */
  readonly required?: boolean;
  /**
   * Values seen accepted where the full set is not known (a closed set the server never listed).
   * Not a rule: valid values are drawn from them, nothing outside them is judged invalid.
   */
  readonly examples?: readonly string[];
}

export interface OperationKnowledge {
  readonly fields: Readonly<Record<string, FieldConstraints>>;
  /** A body the server accepted; valid bodies start from it. */
  readonly acceptedBody?: Readonly<Record<string, unknown>>;
  /** false: unknown fields are rejected; true: ignored. */
  readonly additionalProperties?: boolean;
}
