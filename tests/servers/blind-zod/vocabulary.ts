/**
 * @module The blind-zod server's rule vocabulary: each field is written the way a zod schema reads
 * (`z.string().min(3).max(100).nullable().optional()`), as data, so one table drives the hand-written
 * validator, the responders' inputs and the published truth.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelServerOptions } from '../shared/model-server.ts';
import type { Route } from '../shared/routes.ts';
import type { OperationNumber } from '../shared/rules.ts';

interface Modifiers {
  /** `.optional()`: the key may be absent. */
  readonly optional?: true;
  /** `.nullable()`: `null` is accepted. The truth cannot say so; it lists the field normally. */
  readonly nullable?: true;
  /** `.default(v)`: the key may be absent; the parsed body then carries `v`. */
  readonly default?: string | number | boolean;
}

/** `z.number().int().refine(...)`: a range check whose message does not reveal its bounds. */
export interface Refinement {
  readonly min: number;
  readonly max: number;
  readonly message: string;
}

export type ZodFieldRule = Modifiers &
  (
    | {
        readonly type: 'string';
        readonly min?: number;
        readonly max?: number;
        /** `.length(n)`: exactly n UTF-16 code units (zod counts `String#length`). */
        readonly length?: number;
        readonly email?: true;
      }
    | { readonly type: 'enum'; readonly options: readonly [string, ...string[]] }
    | {
        readonly type: 'int';
        readonly min?: number;
        readonly max?: number;
        readonly refine?: Refinement;
      }
    | { readonly type: 'boolean' }
    | { readonly type: 'array'; readonly of: 'string' | 'unknown' }
    /** `z.record(z.unknown())`: any plain object. */
    | { readonly type: 'record' }
  );

/**
 * `none`: the route reads no body; `ignored`: a GET body that is never parsed; `object`: parsed and
 * checked against `shape`, unknown keys rejected (`strict`) or dropped (`strip`, zod's default).
 */
export type ZodBodyRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'ignored' }
  | {
      readonly kind: 'object';
      readonly unknownKeys: 'strict' | 'strip';
      readonly shape: Readonly<Record<string, ZodFieldRule>>;
    };

/** A route's own conventions over the document's (defaults: `bearer`, 200, DELETE 204). */
export interface ZodOwn {
  /** `bearer`: a token is required; `public`: optional, but a token that is sent must be valid. */
  readonly auth?: 'bearer' | 'public';
  readonly body: ZodBodyRule;
  /** A 201 answers `Location: <path>/<created id>`. */
  readonly successStatus?: 200 | 201 | 204;
  /** Top-level fields of the (flat, unwrapped) success body; absent for 204. */
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
}

export interface ZodOperationRule extends Route, ZodOwn {
  readonly auth: 'bearer' | 'public';
  readonly successStatus: 200 | 201 | 204;
}

/** `rateLimit: false` turns the limiter off (and drops `rateLimit` from the truth). */
export interface BlindZodServerOptions extends ModelServerOptions {
  /**
   * Request-body schemas that replace the table's for some operations (e.g. fields an object body
   * the document leaves open requires); the truth follows.
   */
  readonly bodies?: Readonly<Partial<Record<OperationNumber, ZodBodyRule>>>;
}

export type ResolvedBlindZodOptions = Required<BlindZodServerOptions>;
