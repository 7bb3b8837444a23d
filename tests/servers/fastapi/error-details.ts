/**
 * @module One entry of a pydantic v2 `ValidationError.errors(include_url=False)` list, as FastAPI
 * renders it under `detail`: `type`, `loc` (`["body", "primary", "email"]`), `msg`, the offending
 * `input`, and `ctx` for the constrained kinds. The messages are pydantic-core's own templates.
 */

export type Loc = readonly (string | number)[];

export interface ErrorDetail {
  readonly type: string;
  readonly loc: Loc;
  readonly msg: string;
  readonly input: unknown;
  readonly ctx?: Readonly<Record<string, unknown>>;
}

/** An error without its place yet: validators say what went wrong, the walker says where. */
export type Failure = Omit<ErrorDetail, 'loc'>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const failures = {
  missing: (input: unknown): Failure => ({ type: 'missing', msg: 'Field required', input }),
  type: (type: string, msg: string, input: unknown): Failure => ({ type, msg, input }),
  tooShort: (input: unknown, min: number): Failure => ({
    type: 'string_too_short',
    msg: `String should have at least ${plural(min, 'character')}`,
    input,
    ctx: { min_length: min },
  }),
  tooLong: (input: unknown, max: number): Failure => ({
    type: 'string_too_long',
    msg: `String should have at most ${plural(max, 'character')}`,
    input,
    ctx: { max_length: max },
  }),
  below: (input: unknown, ge: number): Failure => ({
    type: 'greater_than_equal',
    msg: `Input should be greater than or equal to ${ge}`,
    input,
    ctx: { ge },
  }),
  above: (input: unknown, le: number): Failure => ({
    type: 'less_than_equal',
    msg: `Input should be less than or equal to ${le}`,
    input,
    ctx: { le },
  }),
  notMember: (input: unknown, values: readonly string[]): Failure => {
    const quoted = values.map((value) => `'${value}'`);
    const expected =
      quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
    return { type: 'enum', msg: `Input should be ${expected}`, input, ctx: { expected } };
  },
  notEmail: (input: unknown, reason: string): Failure => ({
    type: 'value_error',
    msg: `value is not a valid email address: ${reason}`,
    input,
    ctx: { reason },
  }),
} as const;

export function at(loc: Loc, failure: Failure): ErrorDetail {
  return {
    type: failure.type,
    loc,
    msg: failure.msg,
    input: failure.input,
    ...(failure.ctx ? { ctx: failure.ctx } : {}),
  };
}
