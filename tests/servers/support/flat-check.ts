/**
 * @module Checks one operation of a server with flat request bodies against its published truth,
 * over real HTTP, in that server's dialect: what a success, a rejection (naming the field when one
 * is at fault), a "not found", a malformed-id answer and a 401 look like, and whether `null` is
 * accepted on a field. Every request is built from the truth; returns mismatches as sentences.
 */
import type { OperationTruth, ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { fullBody, requiredOnlyBody } from './conformance.ts';
import { type Exchange, type Outgoing, send, summarize } from './exchange.ts';
import { isObject } from './is-object.ts';
import { fillPath, lookalikeId, paramKind } from './paths.ts';
import { acceptedValues, rejectedValues } from './samples.ts';

export interface FlatDialect {
  readonly accepted: (ex: Exchange, op: OperationTruth) => boolean;
  /** A validation rejection; `field`, when given, must be the one it names. */
  readonly rejected: (ex: Exchange, op: OperationTruth, field?: string) => boolean;
  /** Whether `null` on this field is accepted (nullable, or Go's no-op) rather than rejected. */
  readonly nullAccepted: (opNumber: string, field: string, op: OperationTruth) => boolean;
  readonly notFound: (ex: Exchange, op: OperationTruth) => boolean;
  readonly malformedId: (ex: Exchange) => boolean;
  /** The answer to a missing token (where required) and to an unknown one (everywhere). */
  readonly unauthorized: (ex: Exchange, op: OperationTruth) => boolean;
}

export async function checkFlatOperation(
  server: ReferenceServerHandle,
  opNumber: string,
  dialect: FlatDialect,
): Promise<string[]> {
  const op = server.truth.operations[opNumber];
  if (op === undefined) return [`operation ${opNumber} is missing`];
  const mismatches: string[] = [];
  const base: Outgoing = {
    method: op.method,
    path: fillPath(op.path, server.ids),
    token: server.tokens.a,
    ...(op.request === undefined ? {} : { json: fullBody(op.request) }),
  };
  const probe = async (why: string, out: Outgoing, ok: (ex: Exchange) => boolean) => {
    const ex = await send(server.url, out);
    if (!ok(ex)) mismatches.push(`${why}: got ${summarize(ex)}`);
    return ex;
  };
  const accept = (why: string, out: Outgoing) => probe(why, out, (ex) => dialect.accepted(ex, op));
  const reject = (why: string, out: Outgoing, field?: string) =>
    probe(why, out, (ex) => dialect.rejected(ex, op, field));

  const valid = await accept('valid request', base);
  for (const [name, field] of Object.entries(op.responseFields ?? {})) {
    if (field.required && !(isObject(valid.json) && Object.hasOwn(valid.json, name)))
      mismatches.push(`success body lacks ${name}`);
  }
  if (op.request !== undefined) {
    const full = fullBody(op.request);
    await accept('required fields only', { ...base, json: requiredOnlyBody(op.request) });
    for (const name of op.request.required) {
      const { [name]: _omitted, ...rest } = full;
      await reject(`without required ${name}`, { ...base, json: rest }, name);
    }
    for (const [name, field] of Object.entries(op.request.properties)) {
      const json = (value: unknown) => ({ ...base, json: { ...full, [name]: value } });
      for (const sample of rejectedValues(field).filter((s) => s.value !== null)) {
        const why = `${name} ${sample.why} (${JSON.stringify(sample.value)?.slice(0, 30)})`;
        await reject(why, json(sample.value), name);
      }
      for (const sample of acceptedValues(field)) await accept(`${name} ${sample.why}`, json(sample.value));
      if (dialect.nullAccepted(opNumber, name, op)) await accept(`${name} null (accepted)`, json(null));
      else await reject(`${name} null`, json(null), name);
    }
    const withUnknown = { ...base, json: { ...full, zzUnknownField: 'x' } };
    if (op.request.additionalProperties) await accept('unknown field (ignored)', withUnknown);
    else await reject('unknown field', withUnknown);
    await reject('array body', { ...base, json: [full] });
  }
  if (op.getBody === 'ignored') {
    await accept('ignored GET body (junk object)', { ...base, json: { bedrooms: 'many', zz: [1] } });
    await accept('ignored GET body (not JSON)', { ...base, raw: '{not json' });
  }
  const unauthorized = (ex: Exchange) => dialect.unauthorized(ex, op);
  if (op.auth === 'required') await probe('no token', { ...base, token: undefined }, unauthorized);
  else await accept('no token on a public operation', { ...base, token: undefined });
  await probe('unknown token', { ...base, token: `${server.tokens.a}x` }, unauthorized);

  const kind = paramKind(op.path);
  if (op.notFoundStatus !== undefined && kind !== undefined) {
    const at = (id: string) => ({ ...base, path: fillPath(op.path, server.ids, id) });
    const notFound = (ex: Exchange) => dialect.notFound(ex, op);
    await probe('unknown well-formed id', at(lookalikeId(server.ids[kind])), notFound);
    await probe("other tenant's id", at(server.idsB[kind]), notFound);
    await probe('malformed id', at('not an id!'), dialect.malformedId);
  }
  return mismatches;
}
