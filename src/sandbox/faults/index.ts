/**
 * @module The fault registry: every fault name mapped to its factory, and the lookup that turns the
 * `faults` option into hook objects (unknown names rejected eagerly).
 */
import { authBypass } from './auth-bypass.ts';
import { crossTenantLeak } from './cross-tenant-leak.ts';
import { type Fault, type FaultName, type FaultOptions, faultNames } from './fault.ts';
import { htmlErrors } from './html-errors.ts';
import { openPaymentIntents } from './open-payment-intents.ts';
import { resetOnNegative } from './reset-on-negative.ts';
import { serverErrorOnNonAscii } from './server-error-on-non-ascii.ts';
import { serverErrorOnUnknownId } from './server-error-on-unknown-id.ts';
import { slowResponses } from './slow-responses.ts';
import { stackTraceLeak } from './stack-trace-leak.ts';

export { type Fault, type FaultName, faultNames };

const factories = {
  'server-error-on-non-ascii': serverErrorOnNonAscii,
  'auth-bypass': authBypass,
  'html-errors': htmlErrors,
  'reset-on-negative': resetOnNegative,
  'stack-trace-leak': stackTraceLeak,
  'server-error-on-unknown-id': serverErrorOnUnknownId,
  'cross-tenant-leak': crossTenantLeak,
  'slow-responses': slowResponses,
  'open-payment-intents': openPaymentIntents,
} as const satisfies Record<FaultName, (options: FaultOptions) => Fault>;

export function isFaultName(name: string): name is FaultName {
  return (faultNames as readonly string[]).includes(name);
}

export function createFaults(names: readonly string[], options: FaultOptions): Fault[] {
  const unknown = names.filter((n) => !isFaultName(n));
  if (unknown.length > 0) {
    throw new TypeError(`Unknown sandbox fault(s): ${unknown.join(', ')} (known: ${faultNames.join(', ')})`);
  }
  return [...new Set(names as readonly FaultName[])].map((name) => factories[name](options));
}
