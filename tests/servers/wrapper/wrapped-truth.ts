/**
 * @module The truth of a server seen through a wrapper. The swap changes the statuses the truth
 * states; the constant body changes the error content type; truncation changes what a numeric field
 * is: the server behind never sees a fraction, so every number field reads as a truncating integer
 * (what a Jackson `int` is), and its type fact becomes `integer`. The rules themselves (required,
 * bounds, lengths, closed sets) are the server's and stay.
 */
import type { FieldTruth, OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { swapStatus } from './rewrite-response.ts';
import type { Wrapping } from './wrapping.ts';

const STATUSES = ['successStatus', 'noTokenStatus', 'validationStatus', 'notFoundStatus'] as const;

const mapValues = <T>(record: Readonly<Record<string, T>>, f: (value: T) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v)]));

function field(f: FieldTruth, w: Wrapping): FieldTruth {
  const type = w.truncateFractions && f.type === 'number' ? 'integer' : f.type;
  return { ...f, type, ...(f.properties && { properties: mapValues(f.properties, (v) => field(v, w)) }) };
}

function operation(o: OperationTruth, w: Wrapping): OperationTruth {
  const statuses = STATUSES.flatMap((key) => {
    const status = o[key];
    return status === undefined || !w.swapValidationStatus ? [] : [[key, swapStatus(status)]];
  });
  const properties = o.request && mapValues(o.request.properties, (v) => field(v, w));
  return {
    ...o,
    ...Object.fromEntries(statuses),
    ...(o.request && { request: { ...o.request, properties } }),
  };
}

export function wrappedTruth(truth: ServerTruth, w: Wrapping): ServerTruth {
  return {
    ...truth,
    operations: mapValues(truth.operations, (o) => operation(o, w)),
    ...(w.constantErrorBody !== undefined && { errorContentType: 'text/plain' }),
  };
}
