/**
 * @module The rule vocabulary of the model-validating test servers (Rails, ASP.NET): fields as a
 * model declares them (`validates :x, presence: true, length: { maximum: 40 }` or
 * `[Required, StringLength(40)]`), objects with their own fields one level down. One table per
 * server drives its validator, its routing and its published truth.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import { type ResponseSpec, responseTruth } from './model-response.ts';
import { onRoutes } from './routes.ts';
import type { IdKind, OperationNumber } from './rules.ts';

interface Presence {
  /** Absent, `null` and blank strings are rejected. Optional fields accept `null`. */
  readonly required?: true;
}

export type ModelField = Presence &
  (
    | {
        readonly type: 'string';
        readonly minLength?: number;
        readonly maxLength?: number;
        readonly email?: true;
        /** A closed set of values (the servers' messages never list it). */
        readonly oneOf?: readonly [string, ...string[]];
        /** Case variants of `oneOf` values are accepted too. */
        readonly caseInsensitive?: true;
      }
    | { readonly type: 'integer' | 'number'; readonly minimum?: number; readonly maximum?: number }
    | { readonly type: 'boolean' }
    /** `items`: the items' own rule (DRF's `ListField(child=…)`), where a server checks them. */
    | { readonly type: 'array'; readonly items?: ModelField }
    /** `fields` absent: any object; present: validated one level deep, unknown keys ignored. */
    | { readonly type: 'object'; readonly fields?: ModelFields }
  );

export type ModelFields = Readonly<Record<string, ModelField>>;

/**
 * `none`: the document shows no payload; `ignored`: a GET body the handler never reads; `object`:
 * read and validated against `fields` (empty: read, nothing enforced).
 */
export type ModelBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'ignored' }
  | { readonly kind: 'object'; readonly fields: ModelFields };

export interface ModelOperation {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly idKind?: IdKind;
  readonly auth: 'required' | 'none';
  readonly body: ModelBody;
  readonly successStatus: 200 | 201 | 204;
  /** For 201: the `Location` path; `{id}` is the created record's id. */
  readonly location?: string;
  /** Top-level fields of the success body; absent for 204. */
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
  /** The success body as data (`model-response.ts`); `modelTable` derives `response` from it. */
  readonly reply?: ResponseSpec;
}

/** What every model server's row has, whatever else its own vocabulary adds. */
type Routed = Pick<ModelOperation, 'method' | 'path' | 'idKind' | 'auth' | 'successStatus'>;

/**
 * A row as a server's table writes it: method, path and id kind are the document's (`routes.ts`),
 * `auth` is left out where the server follows the document (a token wherever it shows one), and
 * `successStatus` where it is 200.
 */
export type OwnRow<Row extends Routed> = Omit<Row, keyof Routed | 'successStatus'> & {
  readonly auth?: Row['auth'];
  /** 200 unless stated. */
  readonly successStatus?: ModelOperation['successStatus'];
};

/**
 * A server's own rows laid over the document's routes, `response` read off `reply`. `Row` is named
 * by the caller.
 */
export function modelTable<Row extends Routed & Pick<ModelOperation, 'reply'>>(
  own: Readonly<Record<OperationNumber, OwnRow<NoInfer<Row>>>>,
): Readonly<Record<OperationNumber, Row>> {
  return Object.fromEntries(
    Object.entries(onRoutes(own)).map(([op, row]) => {
      const { reply } = row as Pick<ModelOperation, 'reply'>;
      const auth = row.auth ?? (row.documentedAuth ? 'required' : 'none');
      const response = reply === undefined ? {} : { response: responseTruth(reply) };
      return [op, { successStatus: 200, ...row, auth, ...response }];
    }),
  ) as unknown as Record<OperationNumber, Row>;
}
