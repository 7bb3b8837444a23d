/**
 * @module Compares an observed OpenAPI document with a reference server's written-down truth, fact
 * by fact: a fact the truth holds and the document states equally is correct; stated differently
 * (or stated where the truth holds none) is wrong; held but not stated is missing.
 * Precision = correct / stated, recall = correct / establishable.
 */
import type { FieldTruth, OperationTruth, ServerTruth } from '../../src/sandbox/server-truth.ts';

export interface Comparison {
  readonly stated: number;
  readonly correct: number;
  readonly establishable: number;
  readonly missed: number;
  readonly wrong: string[];
  readonly missing: string[];
  /** Keys of the facts stated as the truth holds them (`op1.bedrooms.maximum`): what a wrapper may lose. */
  readonly correctFacts: string[];
}

export interface CompareOptions {
  /** Count rate and body-size limits (only established when limits were probed). */
  readonly limits?: boolean;
  /** Operation numbers to compare (default: all in the truth). */
  readonly operations?: readonly number[];
}

type Doc = Readonly<Record<string, unknown>>;

/** The object at `keys` under `value`, or undefined when any step is not an object. */
function dig(value: unknown, ...keys: string[]): Doc | undefined {
  let at: unknown = value;
  for (const key of keys) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Doc)[key];
  }
  return typeof at === 'object' && at !== null ? (at as Doc) : undefined;
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined;
}

class Tally {
  stated = 0;
  correct = 0;
  establishable = 0;
  readonly wrong: string[] = [];
  readonly missing: string[] = [];
  readonly correctFacts: string[] = [];

  fact(key: string, truth: unknown, stated: unknown): void {
    if (truth !== undefined) this.establishable += 1;
    if (stated !== undefined) this.stated += 1;
    if (truth !== undefined && stated === undefined) this.missing.push(`${key}: expected ${show(truth)}`);
    else if (stated !== undefined && !same(truth, stated)) {
      this.wrong.push(`${key}: stated ${show(stated)}, truth ${show(truth)}`);
    } else if (stated !== undefined) {
      this.correct += 1;
      this.correctFacts.push(key);
    }
  }
}

/** How far a measured rate may be from the limiter's and still be its rate (the 15 %). */
export const RATE_TOLERANCE = 0.15;

type Rate = NonNullable<ServerTruth['rateLimit']>;

/**
 * The rate limit stated, as the truth would say it when it is the truth's: a measured rate within
 * `RATE_TOLERANCE` of the truth's sustained rate, or a claim of the same limit per window.
 */
function rateLimitStated(stated: unknown, truth: Rate | undefined): unknown {
  if (typeof stated !== 'object' || stated === null) return stated;
  const s = stated as { sustainedRps?: number; claimed?: { limit: number; windowSeconds: number } };
  if (s.sustainedRps !== undefined) {
    const rps = truth === undefined ? undefined : truth.limit / truth.windowSeconds;
    return rps !== undefined && Math.abs(s.sustainedRps / rps - 1) <= RATE_TOLERANCE
      ? truth
      : { sustainedRps: s.sustainedRps };
  }
  const c = s.claimed;
  return c !== undefined && c.limit === truth?.limit && c.windowSeconds === truth.windowSeconds ? truth : c;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function show(v: unknown): string {
  return JSON.stringify(v);
}

function sorted(values: readonly string[] | undefined): string[] | undefined {
  return values === undefined ? undefined : [...values].sort();
}

/** Statuses of the responses whose `x-causes` include `cause`. */
function statusesFor(op: Doc | undefined, cause: string): number[] | undefined {
  const out = Object.entries(dig(op, 'responses') ?? {})
    .filter(([, r]) => (strings(dig(r)?.['x-causes']) ?? []).includes(cause))
    .map(([s]) => Number(s));
  return out.length === 0 ? undefined : out.sort((a, b) => a - b);
}

export function compareWithTruth(doc: Doc, truth: ServerTruth, options: CompareOptions = {}): Comparison {
  const t = new Tally();
  for (const [num, ot] of Object.entries(truth.operations)) {
    if (options.operations !== undefined && !options.operations.includes(Number(num))) continue;
    const op = dig(doc, 'paths', ot.path, ot.method.toLowerCase());
    compareOperation(t, `op${num}`, ot, op);
  }
  if (options.limits) {
    t.fact('x-rate-limit', truth.rateLimit, rateLimitStated(doc['x-rate-limit'], truth.rateLimit));
    t.fact('x-max-body-bytes', truth.maxBodyBytes, doc['x-max-body-bytes']);
  }
  return {
    stated: t.stated,
    correct: t.correct,
    establishable: t.establishable,
    missed: t.missing.length,
    wrong: t.wrong,
    missing: t.missing,
    correctFacts: t.correctFacts,
  };
}

function compareOperation(t: Tally, key: string, ot: OperationTruth, op: Doc | undefined): void {
  const security = op?.security as readonly unknown[] | undefined;
  t.fact(
    `${key}.auth`,
    ot.auth,
    security === undefined ? undefined : security.length === 0 ? 'none' : 'required',
  );
  if (ot.noTokenStatus !== undefined)
    t.fact(`${key}.noTokenStatus`, [ot.noTokenStatus], statusesFor(op, 'no_token'));
  t.fact(`${key}.success`, [ot.successStatus], statusesFor(op, 'success'));
  t.fact(
    `${key}.validation`,
    ot.validationStatus === undefined ? undefined : [ot.validationStatus],
    statusesFor(op, 'validation'),
  );
  t.fact(
    `${key}.notFound`,
    ot.notFoundStatus === undefined ? undefined : [ot.notFoundStatus],
    statusesFor(op, 'unknown_id'),
  );
  t.fact(`${key}.getBody`, ot.getBody, op?.['x-get-body']);
  compareRequest(t, key, ot, op);
  compareResponse(t, key, ot, op);
}

function compareRequest(t: Tally, key: string, ot: OperationTruth, op: Doc | undefined): void {
  const media = dig(op, 'requestBody', 'content', 'application/json');
  // Case-insensitive enums are listed beside the schema (older documents marked them inside it).
  const ci = new Set(strings(media?.['x-case-insensitive-fields']) ?? []);
  compareObject(t, key, ot.request, ruleOf(dig(media, 'schema')), ci, '');
}

/**
 * A request field's rule as the document states it: values seen accepted beside the rule
 * (`anyOf: [rule, {enum}]`) and `null` seen accepted (`["string", "null"]`) are what the run saw,
 * not the rule the truth holds.
 */
function ruleOf(schema: Doc | undefined): Doc | undefined {
  if (schema === undefined) return undefined;
  const branches = schema?.anyOf;
  const rule = Array.isArray(branches) && schema?.type === undefined ? (branches[0] as Doc) : schema;
  const type = rule?.type;
  const values = rule?.enum;
  const named = Array.isArray(type) ? type.filter((t) => t !== 'null') : type;
  return {
    ...rule,
    ...(type !== undefined && { type: Array.isArray(named) && named.length === 1 ? named[0] : named }),
    ...(Array.isArray(values) && { enum: values.filter((v) => v !== null) }),
  };
}

/** The rules of an object's own fields: a request body, or a nested object that has them. */
interface ObjectTruth {
  readonly properties?: Readonly<Record<string, FieldTruth>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
}

function compareObject(
  t: Tally,
  key: string,
  truth: ObjectTruth | undefined,
  schema: Doc | undefined,
  ci: ReadonlySet<string>,
  path: string,
): void {
  const props = (dig(schema, 'properties') ?? {}) as Readonly<Record<string, Doc>>;
  const names = new Set([...Object.keys(truth?.properties ?? {}), ...Object.keys(props)]);
  for (const name of names)
    compareField(t, `${key}.${name}`, truth?.properties?.[name], ruleOf(props[name]), ci, `${path}${name}`);
  const truthRequired = new Set(truth?.required ?? []);
  const statedRequired = new Set<string>(strings(schema?.required) ?? []);
  for (const name of new Set([...truthRequired, ...statedRequired])) {
    t.fact(
      `${key}.${name}.required`,
      truthRequired.has(name) ? true : undefined,
      statedRequired.has(name) ? true : undefined,
    );
  }
  const stated =
    schema?.additionalProperties === false
      ? false
      : schema?.additionalProperties === true || schema?.['x-unknown-fields'] === 'ignored'
        ? true
        : undefined;
  t.fact(`${key}.additionalProperties`, truth?.additionalProperties, stated);
}

function compareField(
  t: Tally,
  key: string,
  truth: FieldTruth | undefined,
  stated: Doc | undefined,
  ci: ReadonlySet<string>,
  path: string,
): void {
  if (truth === undefined && stated !== undefined) {
    t.fact(`${key} (not a field)`, undefined, true);
    return;
  }
  let type = stated?.type as string | undefined;
  // `number` where the truth says `integer` is true but not the whole fact: not stated.
  if (type === 'number' && truth?.type === 'integer') type = undefined;
  t.fact(`${key}.type`, truth?.type, type);
  t.fact(`${key}.enum`, sorted(truth?.enum), sorted(strings(stated?.enum)));
  t.fact(
    `${key}.caseInsensitive`,
    truth?.enumCaseInsensitive === true ? true : undefined,
    ci.has(path) || stated?.['x-case-insensitive'] === true ? true : undefined,
  );
  for (const bound of ['minimum', 'maximum', 'minLength', 'maxLength', 'format'] as const) {
    t.fact(`${key}.${bound}`, truth?.[bound], stated?.[bound]);
  }
  // Nested facts (`op14.primary.email.format`) count only where the truth knows the object's
  // fields, so servers whose truth has none keep their counts.
  if (truth?.properties !== undefined) compareObject(t, key, truth, stated, ci, `${path}.`);
}

function compareResponse(t: Tally, key: string, ot: OperationTruth, op: Doc | undefined): void {
  const fields = ot.responseFields;
  // The media type is keyed as the server sent it (`application/json; charset=utf-8`).
  const content = dig(op, 'responses', String(ot.successStatus), 'content') ?? {};
  const json = Object.keys(content).find((type) => /^application\/json\b/i.test(type)) ?? 'application/json';
  // A 2xx that also carries failures states `anyOf: [success, failure]`: the success body is the first.
  const stated = dig(content, json, 'schema');
  const branches = stated?.anyOf;
  const schema = Array.isArray(branches) && stated?.type === undefined ? (branches[0] as Doc) : stated;
  const props = (dig(schema, 'properties') ?? {}) as Readonly<Record<string, Doc>>;
  const required = new Set<string>(strings(schema?.required) ?? []);
  const names = new Set([...Object.keys(fields ?? {}), ...Object.keys(props)]);
  for (const name of names) {
    const truth = fields?.[name];
    const s = props[name];
    const statedType =
      s === undefined ? undefined : Array.isArray(s.type) ? [...s.type].sort().join('|') : s.type;
    t.fact(`${key}.response.${name}.type`, truth?.type, statedType);
    t.fact(
      `${key}.response.${name}.required`,
      truth?.required,
      s === undefined ? undefined : required.has(name),
    );
  }
}
