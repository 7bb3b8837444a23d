/**
 * @module The behaviour a baseline pins: facts keyed `<METHOD> <path> <area of the fact>` (or
 * `server <area>`), flattened from the observed OpenAPI document (security, statuses, request rules,
 * response schemas), the error answers per cause (`error-facts.ts`), the limits and the operations
 * that stopped answering in time. Descriptions, evidence, sample values and other volatile parts are
 * left out, so the same behaviour always gives the same facts.
 */
import { type OperationNumber, operations } from '../../fixtures/catalog.ts';
import type { JsonSchema } from '../core/json-schema.ts';
import type { Observation, ObservationOf, RateLimitFact } from '../core/observation.ts';
import { errorFacts } from './error-facts.ts';
import { type Facts, operationKey, schemaFacts } from './schema-facts.ts';

export type { Facts } from './schema-facts.ts';

/** What a run hands the baseline: its observed document, its observations, and what it could not finish. */
export interface FactSource {
  readonly openapi: Record<string, unknown>;
  readonly observations: readonly Observation[];
  /** Operations whose breaker opened (answers slower than `RESPONSE_TIME_MS`). */
  readonly unresponsive: readonly OperationNumber[];
  /** `PROBE_LIMITS=true` and the limits phase ran to its end: a limit's absence means something. */
  readonly limitsProbed: boolean;
  /** The rate limit the run's answers showed (measured, or the headers' claim), when discovery stated none. */
  readonly rateLimit?: RateLimitFact | undefined;
}

interface OpenApiOperation {
  security?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-get-body'?: string;
}

function documentFacts(openapi: Record<string, unknown>, out: Facts): void {
  const paths = (openapi.paths ?? {}) as Record<string, Record<string, OpenApiOperation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const id = operationKey({ method, path });
      if (op.security !== undefined) out[`${id} security`] = JSON.stringify(op.security);
      const success = Object.keys(op.responses ?? {}).filter((s) => /^2\d\d$/.test(s));
      out[`${id} success`] = JSON.stringify(success.sort());
      for (const status of success) {
        schemaFacts(
          `${id} response.${status}`,
          op.responses?.[status]?.content?.['application/json']?.schema,
          out,
        );
      }
      schemaFacts(`${id} request`, op.requestBody?.content?.['application/json']?.schema, out);
      if (op['x-get-body']) out[`${id} get-body`] = op['x-get-body'];
      if (op.responses?.['404']) out[`${id} unknown-id`] = '404';
    }
  }
}

/** Requests per second: as measured, else as the headers claim (to two significant places). */
function rateOf(fact: RateLimitFact): number {
  const rps =
    fact.source === 'observed-429s'
      ? fact.measured.sustainedRps
      : fact.claimed.limit / fact.claimed.windowSeconds;
  return Number(rps.toPrecision(2));
}

function limitFacts(source: FactSource, out: Facts): void {
  if (source.limitsProbed) out['server limits'] = 'probed';
  const find = <K extends 'rate_limit' | 'body_limit'>(kind: K) =>
    source.observations.find((o): o is ObservationOf<K> => o.kind === kind);
  const rate = find('rate_limit') ?? source.rateLimit;
  if (rate) out['server rate-limit'] = JSON.stringify({ rps: rateOf(rate) });
  const body = find('body_limit');
  if (body) out['server body-limit'] = String(body.maxBytes);
}

export function behaviourFacts(source: FactSource): Facts {
  const out: Facts = {};
  documentFacts(source.openapi, out);
  errorFacts(source.observations, out);
  limitFacts(source, out);
  for (const number of source.unresponsive) {
    const op = operations.find((o) => o.number === number);
    if (op) out[`${operationKey(op)} responsive`] = 'no';
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
