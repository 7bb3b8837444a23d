/** @module Fault: a negative number anywhere in the body destroys the socket without an answer. */
import { someScalar } from './body-scalars.ts';
import type { Fault } from './fault.ts';

export function resetOnNegative(): Fault {
  return {
    name: 'reset-on-negative',
    inspectBody: (body) =>
      someScalar(body, (v) => typeof v === 'number' && v < 0) ? { kind: 'drop' } : undefined,
  };
}
