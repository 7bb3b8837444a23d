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

function field(f: FieldTruth, w: Wrapping): FieldTruth {
  const type = w.truncateFractions && f.type === 'number' ? 'integer' : f.type;
  const properties =
    f.properties === undefined
      ? undefined
      : Object.fromEntries(Object.entries(f.properties).map(([k, v]) => [k, field(v, w)]));
  return { ...f, type, ...(properties !== undefined && { properties }) };
}

function status(s: number | undefined, w: Wrapping): number | undefined {
  return s === undefined || !w.swapValidationStatus ? s : swapStatus(s);
}

function operation(o: OperationTruth, w: Wrapping): OperationTruth {
  const noToken = status(o.noTokenStatus, w);
  const validation = status(o.validationStatus, w);
  const notFound = status(o.notFoundStatus, w);
  const request =
    o.request === undefined
      ? undefined
      : {
          ...o.request,
          properties: Object.fromEntries(
            Object.entries(o.request.properties).map(([k, v]) => [k, field(v, w)]),
          ),
        };
  return {
    ...o,
    successStatus: status(o.successStatus, w) as number,
    ...(noToken !== undefined && { noTokenStatus: noToken }),
    ...(validation !== undefined && { validationStatus: validation }),
    ...(notFound !== undefined && { notFoundStatus: notFound }),
    ...(request !== undefined && { request }),
  };
}

export function wrappedTruth(truth: ServerTruth, w: Wrapping): ServerTruth {
  return {
    ...truth,
    operations: Object.fromEntries(Object.entries(truth.operations).map(([k, o]) => [k, operation(o, w)])),
    ...(w.constantErrorBody !== undefined && { errorContentType: 'text/plain' }),
  };
}
