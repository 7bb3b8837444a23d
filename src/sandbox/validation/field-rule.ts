/**
 * @module The rule a sandbox operation enforces on one request-body field: a union on `type`. The
 * validator and the published truth are both derived from these rules, so they cannot drift apart.
 */

interface RuleBase {
  /** Omitting the field (or sending `null` or `""`) is rejected with "should not be empty". */
  readonly required?: boolean;
}

export interface StringRule extends RuleBase {
  readonly type: 'string';
  readonly enum?: readonly string[];
  /** `uuid` is enforced but cannot be expressed in the truth (it has no such format). */
  readonly format?: 'email' | 'uuid';
  /** Counted in code points, as validator.js `isLength` does. */
  readonly minLength?: number;
  readonly maxLength?: number;
}

export interface NumberRule extends RuleBase {
  readonly type: 'number' | 'integer';
  readonly minimum?: number;
  readonly maximum?: number;
}

export interface BooleanRule extends RuleBase {
  readonly type: 'boolean';
}

export interface ArrayRule extends RuleBase {
  readonly type: 'array';
  /** Each item must be a string (class-validator `{ each: true }`). */
  readonly items?: 'string';
}

export interface ObjectRule extends RuleBase {
  /** Only "is a plain object" is checked; contents are free. */
  readonly type: 'object';
}

export type FieldRule = StringRule | NumberRule | BooleanRule | ArrayRule | ObjectRule;

/** The rules of one operation's JSON body. Unknown fields are always rejected. */
export type BodyFields = Readonly<Record<string, FieldRule>>;
