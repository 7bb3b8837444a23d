/** @module Fault: validation error bodies carry the server's stack trace. */
import type { Fault } from './fault.ts';

const STACK = [
  'BadRequestException: Bad Request Exception',
  '    at ValidationPipe.exceptionFactory (/app/node_modules/@nestjs/common/pipes/validation.pipe.js:101:20)',
  '    at ValidationPipe.transform (/app/node_modules/@nestjs/common/pipes/validation.pipe.js:74:30)',
  '    at Object.<anonymous> (/app/src/property/property.controller.ts:12:5)',
  '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
].join('\n');

export function stackTraceLeak(): Fault {
  return {
    name: 'stack-trace-leak',
    decorateError: (body, cause) => (cause === 'validation' ? { ...body, stack: STACK } : body),
  };
}
