/**
 * @module The gostd server's rule vocabulary: request structs as a Go 1.22 `net/http` service
 * declares them (`Bedrooms int `json:"bedrooms"``) plus the checks its hand-written `Validate()`
 * makes, and the `ServeMux` pattern each handler is registered under, all as data. One table drives
 * routing, auth, decoding, validation and the published truth.
 */
import type { ResponseFieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { GoField as DecodedField, GoScalar } from '../shared/go-decode.ts';
import { goFieldLines } from '../shared/go-struct.ts';
import type { ModelServerOptions } from '../shared/model-server.ts';
import type { Route } from '../shared/routes.ts';

/**
 * One `if` of a `Validate()` method. `required` tests the Go zero value (`""`, `0`, nil); the others
 * run only on a non-zero value (`if r.State != "" && …`), as Go code that treats zero as "missing" does.
 */
export type Check =
  | { readonly kind: 'required' }
  /** Integers, inclusive. */
  | { readonly kind: 'between'; readonly min: number; readonly max: number }
  /** Strings, in runes (`utf8.RuneCountInString`). */
  | { readonly kind: 'runes'; readonly min?: number; readonly max: number }
  | { readonly kind: 'oneOf'; readonly values: readonly [string, ...string[]] }
  | { readonly kind: 'email' };

/** A request field as the shared decoder reads it (`*Signer` fields are nil when absent), plus its checks. */
export interface GoField extends DecodedField {
  readonly type: GoScalar | GoStruct;
  readonly checks: readonly Check[];
}

/** A request struct of package `main`. */
export interface GoStruct {
  readonly name: string;
  readonly fields: readonly GoField[];
}

const SCALARS: readonly string[] = ['string', 'int', 'int64', 'bool', '[]string', 'map[string]interface {}'];

/** One `Validate()` check from its `check:"…"` tag word: `required`, `email`, `runes=5-5`, `between=1-12`, `oneof=a b`. */
function check(word: string): Check {
  const [kind = '', param = ''] = word.split('=');
  const [low = Number.NaN, high] = param.split('-').map(Number);
  if (kind === 'required' || kind === 'email') return { kind };
  if (kind === 'runes') return high === undefined ? { kind, max: low } : { kind, min: low, max: high };
  if (kind === 'between' && high !== undefined) return { kind, min: low, max: high };
  const [first, ...rest] = param.split(' ');
  if (kind === 'oneof' && first) return { kind: 'oneOf', values: [first, ...rest] };
  throw new Error(`unknown check '${word}'`);
}

/** `type <name> struct { … }`, one field a line; `*Name` fields are the nested structs of `nested`. */
export function goStruct(name: string, body = '', nested: Readonly<Record<string, GoStruct>> = {}): GoStruct {
  const fields = goFieldLines(name, body).map(({ name: field, type, tags }): GoField => {
    const goType = nested[type] ?? (SCALARS.includes(type) ? (type as GoScalar) : undefined);
    if (goType === undefined) throw new Error(`${name}.${field}: no type ${type}`);
    const checks = (tags.check ?? '')
      .split(',')
      .filter((w) => w !== '')
      .map(check);
    return { name: field, json: tags.json ?? '', type: goType, checks };
  });
  return { name, fields };
}

/** `none`: the handler never reads the body; otherwise it decodes into a struct or a `map[string]any`. */
export type GoBody =
  | { readonly kind: 'none' }
  | { readonly kind: 'struct'; readonly struct: GoStruct }
  | { readonly kind: 'map' };

/** What a handler states beyond the document's route (method, path, id kind, shown auth). */
export interface GoOwn {
  readonly body: GoBody;
  /** 200 (204 for the DELETEs) unless stated. */
  readonly successStatus?: 200 | 201 | 204;
  /** Fields of the success body (struct fields without `omitempty`: always present); `{"ok":true}` unless stated. */
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
}

export interface GoRoute extends Route {
  readonly auth: 'required' | 'none';
  readonly body: GoBody;
  readonly successStatus: 200 | 201 | 204;
  readonly response?: Readonly<Record<string, ResponseFieldTruth>>;
}

/** Start options: `rate.NewLimiter` per token (`false`: none, no 429, no `rateLimit` in the truth), `http.MaxBytesReader`. */
export type GostdServerOptions = ModelServerOptions;
