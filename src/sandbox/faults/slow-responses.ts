/** @module Fault: every answer is delayed (3 s by default), for timeout tests. */
import type { Fault, FaultOptions } from './fault.ts';

export function slowResponses(options: FaultOptions): Fault {
  return { name: 'slow-responses', delayMs: options.slowMs };
}
