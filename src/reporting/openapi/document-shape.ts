/**
 * @module The parts of an OpenAPI 3.1 document that conformance reads, typed loosely (a document is
 * read as JSON, from any writer), and the routing of a recorded request to its documented
 * operation: method and path template, the server URL's own path in front.
 */

export interface MediaTypeObject {
  readonly schema?: unknown;
  readonly example?: unknown;
}

export interface ResponseObject {
  readonly content?: Readonly<Record<string, MediaTypeObject>>;
  readonly 'x-causes'?: readonly string[];
  readonly 'x-failure-schema'?: unknown;
}

export interface ParameterObject {
  readonly name: string;
  readonly in: string;
  readonly schema?: unknown;
  readonly example?: unknown;
}

export interface OperationObject {
  readonly operationId?: string;
  readonly parameters?: readonly ParameterObject[];
  readonly requestBody?: {
    readonly required?: boolean;
    readonly content?: Readonly<Record<string, MediaTypeObject>>;
  };
  readonly responses?: Readonly<Record<string, ResponseObject>>;
  /** The rate limit the run learned, where it holds for this operation. */
  readonly 'x-rate-limit'?: unknown;
}

export interface OpenApiDocument {
  readonly servers?: readonly {
    readonly url: string;
    readonly variables?: Record<string, { default: string }>;
  }[];
  readonly paths?: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>;
  /** The rate limit the run learned, service-wide. */
  readonly 'x-rate-limit'?: unknown;
}

/** A documented operation a request was routed to. */
export interface RoutedOperation {
  readonly method: string;
  readonly path: string;
  readonly op: OperationObject;
}

/** The path of the first server's URL (its variables at their defaults), without a trailing `/`. */
function basePath(doc: OpenApiDocument): string {
  const server = doc.servers?.[0];
  if (server === undefined) return '';
  const url = server.url.replace(/\{(\w+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? '0');
  try {
    return new URL(url, 'http://relative.invalid').pathname.replace(/\/$/, '');
  } catch {
    return '';
  }
}

const templateRegex = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/** A router over the document's operations: (method, URL) → the operation, or undefined. */
export function router(doc: OpenApiDocument): (method: string, url: string) => RoutedOperation | undefined {
  const base = basePath(doc);
  // Literal paths before templated ones, as OpenAPI routes (`/a/b` wins over `/a/{id}`).
  const routes = Object.entries(doc.paths ?? {})
    .map(([path, item]) => ({ path, item, regex: templateRegex(path), templated: path.includes('{') }))
    .sort((a, b) => Number(a.templated) - Number(b.templated));
  return (method, url) => {
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      return undefined;
    }
    if (!pathname.startsWith(base)) return undefined;
    const rest = pathname.slice(base.length);
    const route = routes.find((r) => r.regex.test(rest));
    const op = route?.item[method.toLowerCase()];
    return route && op ? { method: method.toUpperCase(), path: route.path, op } : undefined;
  };
}

/** The bare media type (`application/json`) of a Content-Type value, lower case. */
export const bareMediaType = (value: string | undefined): string | undefined =>
  value?.split(';')[0]?.trim().toLowerCase() || undefined;

export const isJsonMediaType = (bare: string | undefined): boolean =>
  bare !== undefined && /^application\/([\w.+-]+\+)?json$/.test(bare);

/** The media type object listed for a Content-Type, compared as bare media types. */
export function mediaFor(
  content: Readonly<Record<string, MediaTypeObject>> | undefined,
  contentType: string | undefined,
): MediaTypeObject | undefined {
  const bare = bareMediaType(contentType);
  const entry = Object.entries(content ?? {}).find(([key]) => bareMediaType(key) === bare);
  return entry?.[1];
}
