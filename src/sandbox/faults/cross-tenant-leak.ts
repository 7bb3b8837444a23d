/** @module Fault: on operations 12 and 13 (homes), a caller sees and writes the other tenant's deals too. */
import type { Fault } from './fault.ts';

const LEAKY = new Set(['12', '13']);

export function crossTenantLeak(): Fault {
  return {
    name: 'cross-tenant-leak',
    lookupTenants: (operation, own) => (LEAKY.has(operation) ? [own, own === 'a' ? 'b' : 'a'] : [own]),
  };
}
