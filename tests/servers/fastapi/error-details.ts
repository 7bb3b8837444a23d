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

/** The plain error types this app meets (no context), and their messages. */
const TYPE_MESSAGES = {
  missing: 'Field required',
  finite_number: 'Input should be a finite number',
  int_from_float: 'Input should be a valid integer, got a number with a fractional part',
  int_parsing_size: 'Unable to parse input string as an integer, exceeded maximum size',
  int_parsing: 'Input should be a valid integer, unable to parse string as an integer',
  int_type: 'Input should be a valid integer',
  float_parsing: 'Input should be a valid number, unable to parse string as a number',
  float_type: 'Input should be a valid number',
  bool_parsing: 'Input should be a valid boolean, unable to interpret input',
  bool_type: 'Input should be a valid boolean',
  string_type: 'Input should be a valid string',
  list_type: 'Input should be a valid list',
  dict_type: 'Input should be a valid dictionary',
  // FastAPI validates models with `from_attributes`, hence this wording.
  model_attributes_type: 'Input should be a valid dictionary or object to extract fields from',
} as const;

export type FailureType = keyof typeof TYPE_MESSAGES;

export function failure(type: FailureType, input: unknown): Failure {
  return { type, msg: TYPE_MESSAGES[type], input };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The bounded kinds: the `ctx` key of the bound, and the message. */
const BOUNDED = {
  string_too_short: ['min_length', (n: number) => `String should have at least ${plural(n, 'character')}`],
  string_too_long: ['max_length', (n: number) => `String should have at most ${plural(n, 'character')}`],
  greater_than_equal: ['ge', (n: number) => `Input should be greater than or equal to ${n}`],
  less_than_equal: ['le', (n: number) => `Input should be less than or equal to ${n}`],
} as const;

export function bounded(type: keyof typeof BOUNDED, input: unknown, limit: number): Failure {
  const [key, msg] = BOUNDED[type];
  return { type, msg: msg(limit), input, ctx: { [key]: limit } };
}

export function notMember(input: unknown, values: readonly string[]): Failure {
  const quoted = values.map((value) => `'${value}'`);
  const expected =
    quoted.length < 2 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return { type: 'enum', msg: `Input should be ${expected}`, input, ctx: { expected } };
}

export function notEmail(input: unknown, reason: string): Failure {
  return {
    type: 'value_error',
    msg: `value is not a valid email address: ${reason}`,
    input,
    ctx: { reason },
  };
}

export function at(loc: Loc, { type, msg, input, ctx }: Failure): ErrorDetail {
  return { type, loc, msg, input, ...(ctx ? { ctx } : {}) };
}
