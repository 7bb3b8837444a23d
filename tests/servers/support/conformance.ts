/**
 * @module Checks one operation of a running server against its published `OperationTruth`, over
 * real HTTP, and returns the mismatches as sentences (empty when truth and behaviour agree).
 */
import type {
  OperationTruth,
  ReferenceServerHandle,
  RequestTruth,
  ResponseFieldTruth,
} from '../../../src/sandbox/server-truth.ts';
import { type Exchange, type Outgoing, send, summarize } from './exchange.ts';
import { fillPath, lookalikeId, paramKind } from './paths.ts';
import { acceptedValues, rejectedValues, validValue } from './samples.ts';

/** What, beyond the status code, makes an answer a success or a rejection for one server. */
export interface Dialect {
  readonly accepted: (ex: Exchange, op: OperationTruth) => boolean;
  readonly rejected: (ex: Exchange, op: OperationTruth) => boolean;
}

export function fullBody(request: RequestTruth): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(request.properties).map(([name, field]) => [name, validValue(field)]),
  );
}

export function requiredOnlyBody(request: RequestTruth): Record<string, unknown> {
  const full = fullBody(request);
  return Object.fromEntries(request.required.map((name) => [name, full[name]]));
}

export async function checkOperation(
  server: ReferenceServerHandle,
  opNumber: string,
  dialect: Dialect,
): Promise<string[]> {
  const op = server.truth.operations[opNumber];
  if (op === undefined) return [`operation ${opNumber} is missing from the truth`];
  const mismatches: string[] = [];
  const path = fillPath(op.path, server.ids);
  const base: Outgoing = {
    method: op.method,
    path,
    token: server.tokens.a,
    ...(op.request === undefined ? {} : { json: fullBody(op.request) }),
  };
  const expect = async (
    why: string,
    out: Outgoing,
    status: number | undefined,
    shape?: (ex: Exchange) => boolean,
  ) => {
    const ex = await send(server.url, out);
    if (ex.status !== status || (shape !== undefined && !shape(ex))) {
      mismatches.push(`${why}: expected ${status ?? 'no status'}, got ${summarize(ex)}`);
    }
    return ex;
  };
  const accepted = (why: string, out: Outgoing) =>
    expect(why, out, op.successStatus, (ex) => dialect.accepted(ex, op));
  const rejected = (why: string, out: Outgoing) =>
    expect(why, out, op.validationStatus, (ex) => dialect.rejected(ex, op));

  const valid = await accepted('valid request', base);
  mismatches.push(...responseFieldMismatches(valid, op.responseFields));

  if (op.request !== undefined) {
    const full = fullBody(op.request);
    await accepted('required fields only', { ...base, json: requiredOnlyBody(op.request) });
    for (const name of op.request.required) {
      const { [name]: _omitted, ...rest } = full;
      await rejected(`without required ${name}`, { ...base, json: rest });
    }
    for (const [name, field] of Object.entries(op.request.properties)) {
      for (const sample of rejectedValues(field)) {
        await rejected(`${name} ${sample.why} (${JSON.stringify(sample.value)?.slice(0, 40)})`, {
          ...base,
          json: { ...full, [name]: sample.value },
        });
      }
      for (const sample of acceptedValues(field)) {
        await accepted(`${name} ${sample.why}`, { ...base, json: { ...full, [name]: sample.value } });
      }
    }
    const withUnknown = { ...base, json: { ...full, zzUnknownField: 'x' } };
    if (op.request.additionalProperties) await accepted('unknown field', withUnknown);
    else await rejected('unknown field', withUnknown);
    await rejected('array body', { ...base, json: [full] });
  }

  if (op.getBody === 'ignored') {
    await accepted('ignored GET body (junk object)', { ...base, json: { bedrooms: 'many', zz: [1] } });
    await accepted('ignored GET body (not JSON)', { ...base, raw: '{not json' });
  }

  if (op.auth === 'required') {
    await expect('no token', { ...base, token: undefined }, op.noTokenStatus);
    await expect('unknown token', { ...base, token: `${server.tokens.a}x` }, op.noTokenStatus);
  } else {
    await accepted('no token on a public operation', { ...base, token: undefined });
  }

  const kind = paramKind(op.path);
  if (op.notFoundStatus !== undefined && kind !== undefined) {
    const notFound = (why: string, id: string) =>
      expect(why, { ...base, path: fillPath(op.path, server.ids, id) }, op.notFoundStatus);
    await notFound('unknown well-formed id', lookalikeId(server.ids[kind]));
    await notFound("other tenant's id", server.idsB[kind]);
    await notFound('malformed id', 'not an id!');
  }
  return mismatches;
}

function responseFieldMismatches(
  ex: Exchange,
  fields: Readonly<Record<string, ResponseFieldTruth>> | undefined,
): string[] {
  if (fields === undefined)
    return ex.text === '' ? [] : [`success body should be empty, got ${summarize(ex)}`];
  const body = ex.json;
  if (typeof body !== 'object' || body === null)
    return [`success body is not a JSON object: ${summarize(ex)}`];
  return Object.entries(fields).flatMap(([name, field]) => {
    const present = Object.hasOwn(body, name);
    if (!present) return field.required ? [`success body lacks ${name}`] : [];
    const value = (body as Record<string, unknown>)[name];
    return typeOf(value) === field.type || (field.type === 'number' && typeOf(value) === 'integer')
      ? []
      : [`success body field ${name} is ${typeOf(value)}, truth says ${field.type}`];
  });
}

function typeOf(value: unknown): ResponseFieldTruth['type'] {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value as 'string' | 'boolean';
  return 'object';
}
