/**
 * @module Observations → the inferred operation: what may be stated about one operation, each fact
 * with the exchanges that show it. Tentative observations never become statements. A GET whose
 * body the server ignores gets no request-body facts.
 */
import type { NumberedOperation } from '../../../fixtures/catalog.ts';
import type { OperationDef } from '../../../fixtures/operation-def.ts';
import type { Observation, ObservationOf } from '../../core/observation.ts';
import { inferredSlots } from '../facts/table.ts';
import { mergeFields } from './infer-fields.ts';
import type { InferredOperation, InferredRequest, InferredResponse } from './inferred-operation.ts';

export type { InferredField } from './infer-fields.ts';
export type { InferredOperation, InferredRequest, InferredResponse } from './inferred-operation.ts';

export function mergeOperation(def: NumberedOperation, all: readonly Observation[]): InferredOperation {
  const obs = all.filter(
    (o) => 'operation' in o && o.operation === def.number && o.evidence.confidence !== 'tentative',
  );
  // The table says which kinds have a slot of their own; the request and responses merge the rest.
  const slots = inferredSlots(def.number, obs, all) as Omit<
    InferredOperation,
    'operation' | 'def' | 'responses'
  >;
  const req = request(def, obs, slots.getBody);
  const invalidBody = bodyRead(slots.invalidBody, req);
  return {
    operation: def.number,
    def,
    ...slots,
    responses: responses(obs, validationStatuses(all)),
    ...optional('request', invalidBody?.read === false ? undefined : req),
    ...optional('invalidBody', invalidBody),
  };
}

/**
 * Malformed and mistyped bodies answered like the accepted one, with no field to mistype, read as
 * "never read"; a field found since (a value of another kind refused) shows the body is read, and
 * what does not decode counts as no input.
 */
function bodyRead(
  o: ObservationOf<'invalid_body_accepted'> | undefined,
  req: InferredRequest | undefined,
): ObservationOf<'invalid_body_accepted'> | undefined {
  if (o === undefined || o.read || (req?.fields.length ?? 0) === 0) return o;
  return { ...o, read: true };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function request(
  def: OperationDef,
  obs: readonly Observation[],
  getBody: ObservationOf<'get_body'> | undefined,
): InferredRequest | undefined {
  if (def.body.kind === 'none') return undefined;
  if (def.method === 'GET' && getBody?.handling !== 'honored') return undefined;
  const fields = mergeFields(def, obs);
  const unknown = obs.find(
    (o): o is ObservationOf<'unknown_fields'> => o.kind === 'unknown_fields' && o.field === undefined,
  );
  return {
    fields,
    required: fields.filter((f) => f.required === true).map((f) => f.name),
    ...(unknown !== undefined && { unknownFields: unknown.policy }),
  };
}

/** Statuses any operation of the server drew for field errors: the server's validation convention. */
function validationStatuses(all: readonly Observation[]): ReadonlySet<number> {
  return new Set(
    all
      .filter((o): o is ObservationOf<'error_shape'> => o.kind === 'error_shape' && o.cause === 'validation')
      .map((o) => o.status),
  );
}

/** Statuses that say something else than "invalid body" (auth, lookups, method, media, size, rate). */
const NEVER_VALIDATION = new Set([401, 403, 404, 405, 406, 408, 410, 413, 415, 429]);

/**
 * A body that is not an object counts as a validation failure only where no field error was seen on
 * the operation, and only under a status the server uses for field errors elsewhere (when it has
 * any): a lookup or a parser answering before validation does not set the validation status.
 */
function notAnObjectIsValidation(status: number, fieldErrors: boolean, server: ReadonlySet<number>): boolean {
  if (fieldErrors || NEVER_VALIDATION.has(status)) return false;
  return server.size === 0 || server.has(status);
}

function responses(obs: readonly Observation[], server: ReadonlySet<number>): Map<number, InferredResponse> {
  const out = new Map<number, InferredResponse>();
  const at = (status: number): InferredResponse => {
    let r = out.get(status);
    if (r === undefined) {
      r = { status, causes: new Set(), exchangeIds: [] };
      out.set(status, r);
    }
    return r;
  };
  for (const o of obs) {
    if (o.kind === 'success') {
      const r = at(o.status);
      r.causes.add('success');
      r.exchangeIds.push(...o.evidence.exchangeIds);
    } else if (o.kind === 'response_shape') {
      const r = at(o.status);
      r.schema = o.schema;
      if (o.contentType !== undefined) r.contentType = o.contentType;
    }
  }
  const fieldErrors = obs.some((o) => o.kind === 'error_shape' && o.cause === 'validation');
  for (const o of obs) {
    if (o.kind !== 'error_shape') continue;
    const r = at(o.status);
    r.causes.add(o.cause);
    if (o.cause === 'not_an_object' && notAnObjectIsValidation(o.status, fieldErrors, server))
      r.causes.add('validation');
    r.exchangeIds.push(...o.evidence.exchangeIds);
    if (o.status < 300) {
      if (o.schema !== undefined) r.failureSchema = o.schema;
      continue;
    }
    // The validation shape is the one worth keeping when a status serves several causes.
    if (r.schema === undefined || o.cause === 'validation') {
      if (o.schema !== undefined) r.schema = o.schema;
      if (o.contentType !== undefined) r.contentType = o.contentType;
      if (o.parser !== undefined) r.parser = o.parser;
    }
  }
  return new Map([...out.entries()].sort((a, b) => a[0] - b[0]));
}
