/**
 * @module The responses of one operation in the observed document: every status the operation was
 * seen answering, each under every content type it came with. A JSON body's schema describes every
 * answer of that status and type the run recorded (discovery's schema merged with one inferred
 * from all of them: a `message` seen as a string and as a list is typed as both); a body of another
 * type is a string. Why a status was answered is said where discovery established it.
 */
import { isJsonContentType } from '../../core/exchange.ts';
import type { JsonSchema } from '../../core/json-schema.ts';
import { type InferredResponse, inferSchema, isFailureBody, mergeSchemas } from '../../discovery/index.ts';
import { type ExchangeIndex, responseExample } from './openapi-examples.ts';
import { type ObservedMedia, responseObject } from './openapi-response.ts';
import type { Answered } from './operation-exchanges.ts';

const bare = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

function mediaOf(r: InferredResponse, answers: readonly Answered[], index: ExchangeIndex): ObservedMedia[] {
  const groups = new Map<string, Answered[]>();
  for (const e of answers) {
    const type = e.response.headers['content-type'];
    // An answer without a body, or without a content type, has no media type to list.
    if (type === undefined || e.response.body === '') continue;
    groups.set(bare(type), [...(groups.get(bare(type)) ?? []), e]);
  }
  const listed = [...groups.entries()].map(([type, group]): ObservedMedia => {
    if (!isJsonContentType(type)) return { contentType: type, schema: { type: 'string' } };
    const ownType = r.contentType !== undefined && bare(r.contentType) === type;
    const schema = jsonSchemaOf(r, ownType, group);
    const ids = [...r.exchangeIds, ...group.map((e) => e.id)];
    const seen = responseExample(r.status, ids, index, schema, type);
    const contentType = seen?.contentType ?? group[0]?.response.headers['content-type'] ?? type;
    return { contentType, schema, ...(seen && { example: seen.example }) };
  });
  // Discovery's own statement stands where the record holds none of its answers (a merged shard).
  if (r.contentType === undefined || groups.has(bare(r.contentType))) return listed;
  if (!isJsonContentType(r.contentType))
    return [...listed, { contentType: r.contentType, schema: { type: 'string' } }];
  return r.schema === undefined ? listed : [...listed, { contentType: r.contentType, schema: r.schema }];
}

/** Every recorded body of the group merged into what discovery stated (`undefined` samples aside). */
function widened(stated: JsonSchema | undefined, group: readonly Answered[]): JsonSchema {
  const samples = group.filter((e) => !e.response.truncated && e.response.json !== undefined);
  const inferred = inferSchema(samples.map((e) => e.response.json));
  return stated === undefined ? inferred : mergeSchemas(stated, inferred);
}

/**
 * A JSON body's schema: where a 2xx also carries failures (`{success: false}`), the success and
 * the failure shapes stay apart, `anyOf: [success, failure]`, so the success body keeps its own
 * required fields and a failure still fits the status (`r.failureSchema`: already widened by the
 * failures recorded, and stated beside the response as `x-failure-schema`).
 */
function jsonSchemaOf(r: InferredResponse, ownType: boolean, group: readonly Answered[]): JsonSchema {
  const stated = ownType ? r.schema : undefined;
  if (r.failureSchema === undefined) return widened(stated, group);
  const failures = group.filter((e) => isFailureBody(e.response));
  const success = widened(
    stated,
    group.filter((e) => !isFailureBody(e.response)),
  );
  return failures.length === 0 ? success : { anyOf: [success, r.failureSchema] };
}

export function observedResponses(
  inferred: ReadonlyMap<number, InferredResponse>,
  answers: readonly Answered[],
  index: ExchangeIndex,
): Record<string, unknown> {
  // A 429 is the server's pace, never an answer about the request (README, rate limit): it is
  // stated once, as `x-rate-limit`, not as a response of each operation.
  const statuses = new Set([
    ...inferred.keys(),
    ...answers.map((e) => e.response.status).filter((status) => status !== 429),
  ]);
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => {
        const stated = inferred.get(status) ?? { status, causes: new Set(), exchangeIds: [] };
        const own = answers.filter((e) => e.response.status === status);
        const failures = own.filter((e) => e.response.json !== undefined && isFailureBody(e.response));
        const r =
          stated.failureSchema === undefined
            ? stated
            : { ...stated, failureSchema: widened(stated.failureSchema, failures) };
        return [String(status), responseObject(r, mediaOf(r, own, index))];
      }),
  );
}
