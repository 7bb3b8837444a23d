/** @module Fault: a well-formed but unknown path id answers 500 instead of 404. */
import type { Fault } from './fault.ts';

export function serverErrorOnUnknownId(): Fault {
  return {
    name: 'server-error-on-unknown-id',
    onUnknownId: () => ({
      kind: 'server-error',
      message: "Cannot read properties of undefined (reading 'id')",
    }),
  };
}
