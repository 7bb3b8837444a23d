/**
 * @module The observed OpenAPI 3.1 document: the document's paths and methods, and per operation
 * only what discovery established — security, responses with their schemas, the request body's
 * field rules, GET-body handling and limits. Absent means "not established", never "none".
 */
import { pathParams } from '../../../fixtures/operation-def.ts';
import type { SentCredentials } from '../../core/credentials.ts';
import type { ObservedRun } from '../../core/run-record.ts';
import {
  type DiscoverableOperation,
  documentExtensions,
  type InferredOperation,
  mergeOperation,
  operationExtensions,
} from '../../discovery/index.ts';
import { observedRequest } from './observed-request.ts';
import { observedResponses } from './observed-responses.ts';
import { type ExchangeIndex, indexExchanges, pathValues, requestJson } from './openapi-examples.ts';
import { requestMedia } from './openapi-request.ts';
import { type Answered, operationExchanges } from './operation-exchanges.ts';
import { type SchemaValidator, schemaValidator } from './schema-validator.ts';

/** The observed document's title (the gap report's too). */
export const OBSERVED_TITLE = 'Observed: property, referral and deal operations';

export interface OpenApiMeta {
  readonly title: string;
  readonly serverUrl: string;
  /** The target was the embedded sandbox on an ephemeral port: the port becomes a server variable. */
  readonly embeddedSandbox?: boolean;
  readonly version: string;
  /** The credentials identity A sent (default: a bearer token alone). */
  readonly credentials?: SentCredentials;
  /** `PUBLIC_OPERATIONS`: operations the team declared public on purpose (security `[]`, noted). */
  readonly declaredPublic?: readonly number[];
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
  const index = indexExchanges(result.exchanges);
  const validator = schemaValidator();
  for (const def of operations) {
    const merged = mergeOperation(def, result.observations);
    const skipped = result.skipped.find((s) => s.operation === def.number)?.reason;
    const op = declare(
      operationObject(def, merged, skipped, requirement, index, validator),
      meta.declaredPublic?.includes(def.number),
    );
    if (merged.auth?.requirement === 'required') secured = true;
    paths[def.path] ??= {};
    (paths[def.path] as Record<string, Doc>)[def.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: meta.title,
      version: meta.version,
      description:
        'Observed by active discovery: every statement was verified by probing; absent means not established.',
    },
    servers: [serverObject(meta)],
    paths,
    ...(secured && { components: { securitySchemes: schemes } }),
    ...documentExtensions(result.observations),
  };
}

/**
 * A declared public operation: no security requirement, as the team states; the note keeps what
 * was observed, so a declaration that the server contradicts shows.
 */
function declare(op: Doc, declared: boolean | undefined): Doc {
  if (declared !== true) return op;
  const observed =
    op.security === undefined
      ? 'not established'
      : (op.security as unknown[]).length === 0
        ? 'none'
        : 'required';
  return {
    ...op,
    security: [],
    'x-declared-public': { declaredBy: 'PUBLIC_OPERATIONS', observedSecurity: observed },
  };
}

function operationObject(
  def: DiscoverableOperation,
  m: InferredOperation,
  skipped: string | undefined,
  requirement: Doc,
  index: ExchangeIndex,
  validator: SchemaValidator,
): Doc {
  const params = pathParams(def.path);
  const answers = operationExchanges(index, def);
  const responses = observedResponses(m.responses, answers, index);
  // The accepted request: its path ids and body are the examples a tool replays.
  const accepted = index.get(m.baseline?.evidence.exchangeIds.at(-1) ?? '');
  const ids = pathValues(def.path, accepted ?? index.get(successExchange(m) ?? ''));
  const example = requestJson(accepted) ?? m.baseline?.body;
  const security = m.auth === undefined ? undefined : m.auth.requirement === 'none' ? [] : [requirement];
  return {
    operationId: def.id,
    summary: def.summary,
    tags: [def.area],
    ...(params.length > 0 && {
      parameters: params.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
        ...(ids[name] !== undefined && { example: ids[name] }),
      })),
    }),
    ...(security !== undefined && { security }),
    ...(m.request !== undefined && { requestBody: requestBody(m, answers, example, validator) }),
    ...(Object.keys(responses).length > 0 && { responses }),
    // Each fact the document has an `x-` entry for, in the fact table's order.
    ...operationExtensions(m),
    ...(skipped !== undefined && { 'x-skipped': skipped }),
  };
}

/** The request body: required where a request without one was refused, its media type. */
function requestBody(
  m: InferredOperation,
  answers: readonly Answered[],
  example: unknown,
  v: SchemaValidator,
): Doc {
  const seen = observedRequest(m.responses, answers);
  const media = requestMedia(m.request ?? { fields: [], required: [] }, example, seen, v);
  return {
    ...(seen.bodyRequired !== undefined && { required: seen.bodyRequired }),
    content: { 'application/json': media },
  };
}

/** An exchange the operation succeeded with. */
function successExchange(m: InferredOperation): string | undefined {
  return [...m.responses.values()].find((r) => r.causes.has('success'))?.exchangeIds[0];
}

/**
 * The base URL the user gave, path included; the embedded sandbox's ephemeral port is a server
 * variable (its value only an example), so the document is not tied to one run's port.
 */
export function serverObject(meta: Pick<OpenApiMeta, 'serverUrl' | 'embeddedSandbox'>): Doc {
  const url = new URL(meta.serverUrl);
  if (!meta.embeddedSandbox || url.port === '') return { url: meta.serverUrl.replace(/\/$/, '') };
  const port = url.port;
  url.port = '';
  const base = url.toString().replace(/\/$/, '');
  const withPort = base.replace(`//${url.hostname}`, `//${url.hostname}:{port}`);
  return {
    url: withPort,
    description: 'the embedded sandbox, on a port chosen at start',
    // No description on the variable: swagger-parser's 3.1 schema refuses one there.
    variables: { port: { default: port } },
  };
}
