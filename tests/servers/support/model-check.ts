/**
 * @module Checks one operation of a model-validating server (objects validated one level deep,
 * optional fields nullable) against its published truth, over real HTTP: every request is built
 * from the truth, nested fields included; the server's dialect says what a rejection naming a
 * field, a "not found" and an authenticated request look like. Returns mismatches as sentences.
 */
import type { FieldTruth, OperationTruth, ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type Exchange, type Outgoing, send, summarize } from './exchange.ts';
import { isObject } from './is-object.ts';
import { fillPath, lookalikeId, paramKind } from './paths.ts';
import { acceptedValues, rejectedValues, validValue } from './samples.ts';

/**
 * The success an operation states: its status, with an empty body on 204 and otherwise a JSON object
 * (sent as `contentType`, when given). The `accepted` of most dialects.
 */
export const acceptedAs =
  (contentType?: string) =>
  (ex: Exchange, op: OperationTruth): boolean =>
    ex.status === op.successStatus &&
    (op.successStatus === 204
      ? ex.text === ''
      : (contentType === undefined || ex.headers['content-type'] === contentType) && isObject(ex.json));

export interface ModelCheckDialect {
  /** The request parts that carry `token` (a bearer header, an API-key header …). */
  readonly credentials: (token: string) => Partial<Outgoing>;
  readonly accepted: (ex: Exchange, op: OperationTruth) => boolean;
  /** A validation rejection that names the field at `path` (`['primary', 'email']`). */
  readonly rejected: (ex: Exchange, path: readonly string[]) => boolean;
  readonly notFound: (ex: Exchange) => boolean;
  /** The answer to a malformed path id. */
  readonly malformedId: (ex: Exchange) => boolean;
  /** An unknown id of the server's own shape (default: `lookalikeId`). */
  readonly unknownId?: (id: string) => string;
  /** The answer to malformed JSON on a GET whose body is ignored. */
  readonly malformedIgnoredBody: (ex: Exchange) => boolean;
  /** `null` is rejected on optional fields too (default: accepted there). */
  readonly nullRejected?: boolean;
  /** The status for a token the server does not know (default: the truth's `noTokenStatus`). */
  readonly unknownCredentialsStatus?: number;
  /** The answer to another tenant's id (default: `notFound`; some apps load, then forbid). */
  readonly otherTenant?: (ex: Exchange) => boolean;
  /**
   * A value of another type that the server converts and accepts (DRF reads `12345` as `"12345"`):
   * such a sample must be accepted rather than rejected.
   */
  readonly converted?: (field: FieldTruth, value: unknown) => boolean;
}

type Body = Record<string, unknown>;

function sampleOf(field: FieldTruth, requiredOnly: boolean): unknown {
  if (field.properties === undefined) return validValue(field);
  return bodyOf(field.properties, field.required ?? [], requiredOnly);
}

function bodyOf(
  properties: Readonly<Record<string, FieldTruth>>,
  required: readonly string[],
  only: boolean,
): Body {
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([name]) => !only || required.includes(name))
      .map(([name, field]) => [name, sampleOf(field, only)]),
  );
}

export async function checkModelOperation(
  server: ReferenceServerHandle,
  opNumber: string,
  dialect: ModelCheckDialect,
): Promise<string[]> {
  const op = server.truth.operations[opNumber];
  if (op === undefined) return [`operation ${opNumber} is missing`];
  const mismatches: string[] = [];
  const base: Outgoing = {
    method: op.method,
    path: fillPath(op.path, server.ids),
    ...dialect.credentials(server.tokens.a),
  };
  const probe = async (why: string, out: Outgoing, ok: (ex: Exchange) => boolean) => {
    const ex = await send(server.url, out);
    if (!ok(ex)) mismatches.push(`${why}: got ${summarize(ex)}`);
    return ex;
  };
  const accept = (why: string, out: Outgoing) => probe(why, out, (ex) => dialect.accepted(ex, op));
  const reject = (why: string, out: Outgoing, path: readonly string[]) =>
    probe(why, out, (ex) => dialect.rejected(ex, path));

  const request = op.request;
  const full = request === undefined ? undefined : bodyOf(request.properties, request.required, false);
  const valid = await accept('valid request', { ...base, ...(full === undefined ? {} : { json: full }) });
  for (const [name, field] of Object.entries(op.responseFields ?? {})) {
    if (field.required && !(isObject(valid.json) && Object.hasOwn(valid.json, name)))
      mismatches.push(`success body lacks ${name}`);
  }
  const declared = op.responseFields ?? {};
  for (const name of isObject(valid.json) ? Object.keys(valid.json) : []) {
    if (!Object.hasOwn(declared, name)) mismatches.push(`success body has ${name}, not in the truth`);
  }
  if (request !== undefined && full !== undefined) {
    await accept('required fields only', {
      ...base,
      json: bodyOf(request.properties, request.required, true),
    });
    const at = (path: readonly string[], value: unknown): Outgoing => ({
      ...base,
      json: withValue(full, path, value),
    });
    const fields = (
      props: Readonly<Record<string, FieldTruth>>,
      required: readonly string[],
      parent: string[],
    ) =>
      Object.entries(props).map(([name, field]) => ({
        field,
        path: [...parent, name],
        required: required.includes(name),
      }));
    const nested = Object.entries(request.properties).flatMap(([name, field]) =>
      field.properties === undefined ? [] : fields(field.properties, field.required ?? [], [name]),
    );
    for (const { field, path, required } of [
      ...fields(request.properties, request.required, []),
      ...nested,
    ]) {
      const label = path.join('.');
      if (required) await reject(`without required ${label}`, at(path, undefined), path);
      for (const sample of rejectedValues(field).filter((s) => s.value !== null)) {
        const why = `${label} ${sample.why} (${JSON.stringify(sample.value)?.slice(0, 30)})`;
        if (dialect.converted?.(field, sample.value))
          await accept(`${why}, converted`, at(path, sample.value));
        else await reject(why, at(path, sample.value), path);
      }
      if (field.properties === undefined) {
        for (const sample of acceptedValues(field))
          await accept(`${label} ${sample.why}`, at(path, sample.value));
      }
      if (required || dialect.nullRejected) await reject(`${label} null`, at(path, null), path);
      else await accept(`${label} null (optional)`, at(path, null));
    }
    const parents = Object.entries(request.properties).filter(([, field]) => field.properties !== undefined);
    const unknowns: [string[], boolean | undefined][] = [
      [['zzUnknownField'], request.additionalProperties],
      ...parents.map(([name, field]): [string[], boolean | undefined] => [
        [name, 'zzUnknown'],
        field.additionalProperties,
      ]),
    ];
    for (const [path, ignored] of unknowns) {
      if (ignored) await accept(`unknown field ${path.join('.')} (ignored)`, at(path, 'x'));
      else await reject(`unknown field ${path.join('.')} (rejected)`, at(path, 'x'), path);
    }
  }
  if (op.getBody === 'ignored') {
    await accept('ignored GET body (well-formed junk)', { ...base, json: { bedrooms: 'many', zz: [1] } });
    await probe('ignored GET body (malformed)', { ...base, raw: '{not json' }, dialect.malformedIgnoredBody);
  }
  const anonymous: Outgoing = { ...base, token: undefined, headers: {} };
  const withFull = full === undefined ? {} : { json: full };
  if (op.auth === 'required') {
    await probe('no credentials', { ...anonymous, ...withFull }, (ex) => ex.status === op.noTokenStatus);
    await probe(
      'unknown credentials',
      { ...base, ...withFull, ...dialect.credentials(`${server.tokens.a}x`) },
      (ex) => ex.status === (dialect.unknownCredentialsStatus ?? op.noTokenStatus),
    );
  } else {
    await accept('no credentials on a public operation', { ...anonymous, ...withFull });
  }
  const kind = paramKind(op.path);
  if (op.notFoundStatus !== undefined && kind !== undefined) {
    const id = (value: string): Outgoing => ({
      ...base,
      ...withFull,
      path: fillPath(op.path, server.ids, value),
    });
    await probe(
      'unknown well-formed id',
      id((dialect.unknownId ?? lookalikeId)(server.ids[kind])),
      dialect.notFound,
    );
    await probe("other tenant's id", id(server.idsB[kind]), dialect.otherTenant ?? dialect.notFound);
    await probe('malformed id', id('not an id!'), dialect.malformedId);
  }
  return mismatches;
}

/** `body` with the value at `path` replaced (`undefined`: removed), one level of nesting deep. */
function withValue(body: Body, path: readonly string[], value: unknown): Body {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const { [head]: current, ...others } = body;
  const next = rest.length === 0 ? value : withValue(isObject(current) ? current : {}, rest, value);
  return next === undefined ? others : { ...others, [head]: next };
}
