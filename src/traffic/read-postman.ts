/**
 * @module A Postman collection (v2.1, and v2.0 of the same shape), read with Postman's own SDK
 * (`postman-collection`): every request of every folder, with the collection's variables
 * (`{{baseUrl}}`) and path variables (`:reportId`) filled in and its auth (own or inherited) as the
 * header Postman would send. A request with saved responses gives one entry per response (its
 * original request when saved with one); a request saved alone gives one entry without an answer.
 */
import { createRequire } from 'node:module';
import { headerRecord, type TrafficAnswer, type TrafficEntry } from './traffic-entry.ts';

const require = createRequire(import.meta.url);

/** The few members of the SDK this reads (its bundled types predate `forEachItem`). */
interface VariableList {
  toObject(): Record<string, unknown>;
}
interface PostmanRequest {
  readonly method: string;
  readonly url: { toString(): string; readonly variables: VariableList };
  readonly headers: { all(): { key: string; value: string; disabled?: boolean }[] };
  readonly body?: { readonly mode?: string; readonly raw?: string };
}
interface PostmanResponse {
  readonly code: number;
  readonly responseTime?: number;
  readonly headers: { all(): { key: string; value: string }[] };
  readonly originalRequest?: PostmanRequest;
  text(): string | undefined;
}
interface PostmanItem {
  readonly request: PostmanRequest;
  readonly responses: { all(): PostmanResponse[] };
  getAuth(): { readonly type: string; parameters(): VariableList } | undefined;
}
interface PostmanCollection {
  readonly variables: VariableList;
  forEachItem(callback: (item: PostmanItem) => void): void;
}
interface Sdk {
  Collection: new (definition: unknown) => PostmanCollection;
  Property: { replaceSubstitutions(text: string, variables: object[]): string };
}

const sdk = require('postman-collection') as Sdk;

const SCHEMA = /schema\.getpostman\.com\/json\/collection\/v2\.[01]\.0/;

/** Whether the document says it is a Postman collection (its `info.schema`). */
export function isPostmanCollection(doc: unknown): boolean {
  const info = (doc as { info?: { schema?: unknown } } | null)?.info;
  return typeof info?.schema === 'string' && /getpostman\.com/.test(info.schema);
}

/** The entries of a collection, or the reason it cannot be read (one line). */
export function postmanEntries(doc: unknown, file: string): TrafficEntry[] | string {
  const d = doc as { info: { schema: string }; item?: unknown };
  if (!SCHEMA.test(d.info.schema))
    return `a Postman collection of another version (${d.info.schema}); v2.1 is read`;
  if (!Array.isArray(d.item)) return 'a Postman collection without an "item" list';
  const collection = new sdk.Collection(doc);
  const variables = collection.variables.toObject();
  const out: TrafficEntry[] = [];
  collection.forEachItem((item) => {
    const auth = authHeader(item, variables);
    const responses = item.responses.all();
    if (responses.length === 0)
      out.push(entryOf(item.request, undefined, auth, variables, file, out.length + 1));
    for (const r of responses) {
      out.push(entryOf(r.originalRequest ?? item.request, r, auth, variables, file, out.length + 1));
    }
  });
  return out;
}

function fill(text: string, variables: object): string {
  return sdk.Property.replaceSubstitutions(text, [variables]);
}

/** The `Authorization` header Postman sends for a bearer or basic auth, or the API key header. */
function authHeader(item: PostmanItem, variables: object): Record<string, string> {
  const auth = item.getAuth();
  if (auth === undefined) return {};
  const p = auth.parameters().toObject();
  const value = (key: string) => fill(String(p[key] ?? ''), variables);
  switch (auth.type) {
    case 'bearer':
      return { authorization: `Bearer ${value('token')}` };
    case 'basic':
      return {
        authorization: `Basic ${Buffer.from(`${value('username')}:${value('password')}`).toString('base64')}`,
      };
    case 'apikey':
      return p.in === 'query' ? {} : { [value('key').toLowerCase()]: value('value') };
    default:
      return {};
  }
}

function entryOf(
  req: PostmanRequest,
  res: PostmanResponse | undefined,
  auth: Record<string, string>,
  variables: object,
  file: string,
  entry: number,
): TrafficEntry {
  const pathVars = req.url.variables.toObject();
  const raw = fill(req.url.toString(), variables).replace(/\/:(\w+)/g, (m, name: string) =>
    pathVars[name] === undefined ? m : `/${encodeURIComponent(fill(String(pathVars[name]), variables))}`,
  );
  const headers = headerRecord(
    req.headers
      .all()
      .filter((h) => !h.disabled)
      .map((h) => ({ name: h.key, value: fill(h.value, variables) })),
  );
  const body = req.body?.mode === 'raw' && req.body.raw ? fill(req.body.raw, variables) : undefined;
  return {
    file,
    entry,
    method: req.method.toUpperCase(),
    url: URL.canParse(raw) ? new URL(raw) : undefined,
    headers: { ...auth, ...headers },
    ...(body !== undefined && { body }),
    ...(res !== undefined && { answer: answerOf(res) }),
  };
}

function answerOf(res: PostmanResponse): TrafficAnswer {
  return {
    status: res.code,
    headers: headerRecord(res.headers.all().map((h) => ({ name: h.key, value: h.value }))),
    body: res.text() ?? '',
    durationMs: res.responseTime ?? 0,
  };
}
