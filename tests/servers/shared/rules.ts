/**
 * @module The rule vocabulary both test servers write their per-operation tables in. One table per
 * server drives its validation AND its published truth, so the two cannot drift apart.
 */

/** The harness's names for the kinds of path ids, as in `SeededIds`. */
export const ID_KINDS = [
  'REPORT_ID',
  'RECORD_ID',
  'DEAL_ID',
  'OPPORTUNITY_ID',
  'SESSION_ID',
  'RMA_ID',
  'CONTACT_ID',
] as const;

export type IdKind = (typeof ID_KINDS)[number];

/** What a server enforces on one body field; a union on `type` (`enum` is a string with values). */
export type FieldRule =
  | { readonly type: 'string'; readonly minLength?: number; readonly maxLength?: number }
  | { readonly type: 'email'; readonly maxLength?: number }
  | { readonly type: 'enum'; readonly values: readonly [string, ...string[]] }
  | { readonly type: 'integer'; readonly minimum?: number; readonly maximum?: number }
  | { readonly type: 'number'; readonly minimum?: number; readonly maximum?: number }
  | { readonly type: 'boolean' }
  | { readonly type: 'array' }
  | { readonly type: 'object' };

/**
 * How an operation treats its request body: `none` (the document shows no payload), `ignored`
 * (a GET body the server never reads) or `object` (read and validated against `fields`).
 */
export type BodyRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'ignored' }
  | {
      readonly kind: 'object';
      readonly fields: Readonly<Record<string, FieldRule>>;
      readonly required: readonly string[];
    };

/** One operation of the document as a test server implements it. */
export interface OperationRule {
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The document's path template, e.g. `/v1/homes/{dealId}`. */
  readonly path: string;
  /** The kind of id the single path parameter names, when the path has one. */
  readonly idKind?: IdKind;
  readonly auth: 'required' | 'none';
  readonly body: BodyRule;
  readonly successStatus: 200 | 201 | 204;
}

/** Operation numbers of the document, '1' … '21'. */
export type OperationNumber = `${Exclude<Digit, 0>}` | `1${Digit}` | '20' | '21';
type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The entries of `entries` that are not `undefined` (optional limits, written only when set). */
export const defined = <T extends Record<string, unknown>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
const limits = defined;
/** Short forms for writing a table: `str(max, min)`, `int(min, max)`, `oneOf(...)`, `obj(fields, required)`. */
export const str = (maxLength?: number, minLength?: number): FieldRule => ({
  type: 'string',
  ...limits({ minLength, maxLength }),
});
export const email = (maxLength?: number): FieldRule => ({ type: 'email', ...limits({ maxLength }) });
export const int = (minimum?: number, maximum?: number): FieldRule => ({
  type: 'integer',
  ...limits({ minimum, maximum }),
});
export const num = (minimum?: number, maximum?: number): FieldRule => ({
  type: 'number',
  ...limits({ minimum, maximum }),
});
export const oneOf = (...values: [string, ...string[]]): FieldRule => ({ type: 'enum', values });
export const BOOL: FieldRule = { type: 'boolean' };
export const ARRAY: FieldRule = { type: 'array' };
export const OBJECT: FieldRule = { type: 'object' };
export const obj = (
  fields: Readonly<Record<string, FieldRule>>,
  required: readonly string[] = [],
): BodyRule => ({
  kind: 'object',
  fields,
  required,
});
export const IGNORED_BODY: BodyRule = { kind: 'ignored' };
