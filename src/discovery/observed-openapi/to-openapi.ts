/**
 * @module The observed OpenAPI 3.1 document: the document's paths and methods, and per operation
 * only what discovery established — security, responses with their schemas, the request body's
 * field rules, GET-body handling and limits. Absent means "not established", never "none".
 */
import { pathParams } from '../../../fixtures/operation-def.ts';
import type { SentCredentials } from '../../core/credentials.ts';
import type { ObservationOf } from '../../core/observation.ts';
import type { ObservedRun } from '../../core/run-record.ts';
import type { DiscoverableOperation } from '../discovery-result.ts';
import type { InferredOperation } from '../inference/infer-operation.ts';
import { mergeOperation } from '../inference/infer-operation.ts';
import { requestSchema } from './openapi-request.ts';
import { responseObject } from './openapi-response.ts';

/** The observed document's title (the gap report's too). */
export const OBSERVED_TITLE = 'Observed: property, referral and deal operations';

export interface OpenApiMeta {
  readonly title: string;
  readonly serverUrl: string;
  readonly version: string;
  /** The credentials identity A sent (default: a bearer token alone). */
  readonly credentials?: SentCredentials;
}

/**
 * One security scheme per credential sent; an operation found to require credentials requires
 * them together (which of them the server checks is not separable from outside).
 */
function securitySchemes(sent: SentCredentials): Record<string, Doc> {
  const key = (prefix: string, name: string) => `${prefix}${name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  return {
    ...(sent.bearer && { bearerAuth: { type: 'http', scheme: 'bearer' } }),
    ...Object.fromEntries(
      sent.headers.map((name) => [key('header_', name), { type: 'apiKey', in: 'header', name }]),
    ),
    ...Object.fromEntries(
      sent.cookies.map((name) => [key('cookie_', name), { type: 'apiKey', in: 'cookie', name }]),
    ),
  };
}

type Doc = Record<string, unknown>;

export function buildOpenApi(
  result: ObservedRun,
  operations: readonly DiscoverableOperation[],
  meta: OpenApiMeta,
): Doc {
  const paths: Record<string, Record<string, Doc>> = {};
  const sent = meta.credentials ?? { bearer: true, headers: [], cookies: [] };
  // Nothing sent at all cannot be a requirement: say bearer, as the document does.
  const schemes = securitySchemes(
    sent.bearer || sent.headers.length + sent.cookies.length > 0 ? sent : { ...sent, bearer: true },
  );
  const requirement = Object.fromEntries(Object.keys(schemes).map((name) => [name, []]));
  let secured = false;
  for (const def of operations) {
    const merged = mergeOperation(def, result.observations);
    const skipped = result.skipped.find((s) => s.operation === def.number)?.reason;
    const op = operationObject(def, merged, skipped, requirement);
    if (merged.auth?.requirement === 'required') secured = true;
    paths[def.path] ??= {};
    (paths[def.path] as Record<string, Doc>)[def.method.toLowerCase()] = op;
  }
  const rate = result.observations.find((o): o is ObservationOf<'rate_limit'> => o.kind === 'rate_limit');
  const body = result.observations.find((o): o is ObservationOf<'body_limit'> => o.kind === 'body_limit');
  return {
    openapi: '3.1.0',
    info: {
      title: meta.title,
      version: meta.version,
      description:
        'Observed by active discovery: every statement was verified by probing; absent means not established.',
    },
    servers: [{ url: meta.serverUrl }],
    paths,
    ...(secured && { components: { securitySchemes: schemes } }),
    ...(rate !== undefined && { 'x-rate-limit': { limit: rate.limit, windowSeconds: rate.windowSeconds } }),
    ...(body !== undefined && { 'x-max-body-bytes': body.maxBytes }),
  };
}

function operationObject(
  def: DiscoverableOperation,
  m: InferredOperation,
  skipped: string | undefined,
  requirement: Doc,
): Doc {
  const params = pathParams(def.path);
  const responses = Object.fromEntries(
    [...m.responses.values()].map((r) => [String(r.status), responseObject(r)]),
  );
  const security = m.auth === undefined ? undefined : m.auth.requirement === 'none' ? [] : [requirement];
  return {
    operationId: def.id,
    summary: def.summary,
    tags: [def.area],
    ...(params.length > 0 && {
      parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    }),
    ...(security !== undefined && { security }),
    ...(m.request !== undefined && {
      requestBody: {
        content: { 'application/json': { schema: requestSchema(m.request, m.baseline?.body) } },
      },
    }),
    ...(Object.keys(responses).length > 0 && { responses }),
    ...(m.getBody !== undefined && { 'x-get-body': m.getBody.handling }),
    ...(m.invalidBody !== undefined && {
      'x-invalid-body-accepted': m.invalidBody.read ? 'read-as-no-input' : 'body-unread',
    }),
    ...(m.rateLimit !== undefined && {
      'x-rate-limit': { limit: m.rateLimit.limit, windowSeconds: m.rateLimit.windowSeconds },
    }),
    ...(m.bodyLimit !== undefined && { 'x-max-body-bytes': m.bodyLimit.maxBytes }),
    ...(m.rejection !== undefined && {
      'x-rejection': { statuses: m.rejection.statuses, failureEnvelope: m.rejection.failureEnvelope },
    }),
    ...(skipped !== undefined && { 'x-skipped': skipped }),
  };
}
