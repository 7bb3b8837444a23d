/** @module Fault: any string in the body holding a non-ASCII character answers 500. */
import { someScalar } from './body-scalars.ts';
import type { Fault } from './fault.ts';

export function serverErrorOnNonAscii(): Fault {
  return {
    name: 'server-error-on-non-ascii',
    inspectBody: (body) =>
      someScalar(body, (v) => typeof v === 'string' && /[^\x00-\x7f]/.test(v))
        ? { kind: 'server-error', message: 'Internal server error' }
        : undefined,
  };
}
