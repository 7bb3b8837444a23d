/**
 * @module The first body to try per operation, from traffic: the first recorded request of the
 * operation (files in `TRAFFIC` order) whose JSON object body was answered with a 2xx, or saved
 * without an answer (a Postman request a team keeps because it works). A refused one is no
 * example. A record id of the traffic's in the body becomes the run's own id for that record.
 * `EXAMPLES_FILE` wins where it names the operation: the user said so explicitly.
 */
import { type OperationNumber, operationByNumber } from '../../fixtures/catalog.ts';
import type { ExampleBody, UserExamples } from '../core/examples-file.ts';
import type { PlacedEntry } from './place-entries.ts';
import { asLive, type RecordIds } from './record-ids.ts';

function objectBody(text: string | undefined): ExampleBody | undefined {
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as ExampleBody)
      : undefined;
  } catch {
    return undefined;
  }
}

export function trafficExamples(
  placed: readonly PlacedEntry[],
  ids: RecordIds,
): Map<OperationNumber, ExampleBody> {
  const out = new Map<OperationNumber, ExampleBody>();
  for (const p of placed) {
    if (p.operation === undefined || out.has(p.operation)) continue;
    if (operationByNumber(p.operation).body.kind === 'none') continue;
    const status = p.entry.answer?.status;
    if (status !== undefined && (status < 200 || status >= 300)) continue;
    const body = objectBody(p.entry.body === undefined ? undefined : asLive(p.entry.body, ids));
    if (body !== undefined) out.set(p.operation, body);
  }
  return out;
}

/** The user's file over traffic's, operation by operation. */
export function withTrafficExamples(
  user: UserExamples | undefined,
  traffic: ReadonlyMap<OperationNumber, ExampleBody>,
): UserExamples | undefined {
  if (traffic.size === 0) return user;
  return new Map([...traffic, ...(user ?? new Map())]);
}
