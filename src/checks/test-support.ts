/**
 * @module Hand-built exchanges, cases and contexts for the checks' tests (no mocks: plain data).
 */

import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { catalog } from '../../fixtures/catalog.ts';
import type { Case } from '../core/case.ts';
import { type OperationConventions, unlearnedConventions } from '../core/conventions.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import type { Observation } from '../core/observation.ts';
import { caseOrigin, type Origin } from '../core/origin.ts';
import { establishedFacts } from './established-facts.ts';
import type { CheckContext, FindingDraft } from './types.ts';

export function aResponse(
  status: number,
  body: unknown = { ok: true },
  headers: Record<string, string> = {},
): RecordedResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status,
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers },
    body: text,
    bodyBytes: Buffer.byteLength(text),
    truncated: false,
    ...(json !== undefined && { json }),
  };
}

export function anExchange(
  response: RecordedResponse | undefined,
  overrides: Partial<Exchange> = {},
): Exchange {
  return {
    id: 'ex-000001',
    operation: 13,
    label: 'op13-valid_full-000',
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:3000/v1/homes/123/note',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: 'Bearer [REDACTED]',
      },
      body: '{"note":"hello"}',
      bodyBytes: 16,
    },
    ...(response !== undefined && { response }),
    startedAt: '2025-01-01T00:00:00.000Z',
    durationMs: 12,
    ...overrides,
  };
}

export function aCase(overrides: Partial<Case> = {}): Case {
  return {
    id: 'op13-valid_full-000',
    operation: 13,
    scenario: 'valid_full',
    auth: 'token',
    pathParams: { dealId: '123' },
    body: { kind: 'json', value: { note: 'hello' } },
    validity: 'valid',
    seed: 1,
    fcPath: '0',
    ...overrides,
  };
}

/** A case's origin (the default case unless one is given). */
export function anOrigin(c: Case = aCase()): Origin {
  return caseOrigin(c);
}

/** A discovery probe's origin (a baseline check's witness replay is one too), with its credential. */
export function aProbe(auth: Case['auth'], label = `discovery:op13:auth:${auth}`): Origin {
  return { kind: 'discovery', operation: 13, label, auth, seed: 1 };
}

/** What discovery established of an operation: by default, only that it accepted a request. */
export function accepted(op: NumberedOperation): Observation[] {
  const evidence = { exchangeIds: ['ex-000001'], confidence: 'certain' } as const;
  return [{ kind: 'success', operation: op.number, status: 200, evidence }];
}

export function aContext(
  op: NumberedOperation = catalog.homeNote,
  responseTimeMs = 1000,
  conventions: Partial<OperationConventions> = {},
  observations: readonly Observation[] = accepted(op),
): CheckContext {
  // A failure body: `{ "success": false }` on a 200 is a refusal.
  const isFailureBody = (res: RecordedResponse) =>
    typeof res.json === 'object' &&
    res.json !== null &&
    (res.json as { success?: unknown }).success === false;
  const learned = { ...unlearnedConventions(op.number), ...conventions };
  return {
    op,
    conventions: learned,
    isFailureBody,
    responseTimeMs,
    declaredPublic: false,
    facts: establishedFacts(learned, observations),
  };
}

/** The causes a check reports: what the tests compare. */
export function causes<A extends unknown[]>(
  check: { run(...args: A): readonly FindingDraft[] },
  ...args: A
): string[] {
  return check.run(...args).map((d) => d.cause);
}
