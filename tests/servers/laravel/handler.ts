/**
 * @module The Laravel request pipeline: global middleware (`ValidatePostSize`: 413 past
 * `post_max_size`, on any route) → the router (404 `The route … could not be found.`, 405 with the
 * supported methods, a bodiless 200 for OPTIONS) → `auth:sanctum` (401) → `throttle:api` (429,
 * rate headers from here on) → route-model binding (404 `No query results for model …`) → the
 * FormRequest: `authorize()`, the owner's policy (403), then `rules()` (422, every error at once)
 * → the action (201 Resource for creates, 200, 204).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createModelRouter } from '../shared/model-router.ts';
import type { ResolvedModelOptions } from '../shared/model-truth.ts';
import { readBody } from '../shared/read-body.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { type AutoIncrement, columnValue, modelNotFound } from './ids.ts';
import { requestInput } from './input.ts';
import { summarize } from './messages.ts';
import { sendEmpty, sendJson, sendMessage, throttleApi } from './reply.ts';
import { ACTIONS } from './responders.ts';
import type { LaravelRoute } from './rule-string.ts';
import { FORM_REQUESTS, LARAVEL_ROUTES } from './rules.ts';
import { validate } from './validator.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

// `->whereNumber()` on every id: any other id matches no route at all.
const route = createModelRouter<LaravelRoute>(LARAVEL_ROUTES, { caseInsensitive: false, param: /^\d+$/ });

/**
 * Sanctum's `$request->bearerToken()`: what follows the last `Bearer ` (any case) up to a comma.
 * Inside the `auth:sanctum` group a miss is 401 `Unauthenticated.` without a challenge; outside it
 * (the public routes) a bad token is simply a guest.
 */
function bearerToken(header: string | string[] | undefined): string | undefined {
  const at = typeof header === 'string' ? header.toLowerCase().lastIndexOf('bearer ') : -1;
  return at < 0 ? undefined : (header as string).slice(at + 7).split(',')[0];
}

/** `$request->path()`: the raw path without its outer slashes. */
function requestPath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  return path.replace(/^\/+|\/+$/g, '') || '/';
}

/** Laravel's GET routes answer HEAD too, and say so. */
function supportedMethods(allow: string): string[] {
  return allow.split(', ').flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
}

export function createLaravelHandler(
  options: ResolvedModelOptions,
  tenants: TenantDirectory,
  keys: AutoIncrement,
): RequestHandler {
  const throttle = throttleApi(options.rateLimit);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'aborted') return;
    if (body.kind === 'too_large') return sendMessage(response, 413, 'The POST data is too large.');
    const method = request.method ?? 'GET';
    const path = requestPath(request.url);
    const match = route(method === 'HEAD' ? 'GET' : method, request.url);
    switch (match.kind) {
      case 'none':
        return sendMessage(response, 404, `The route ${path} could not be found.`);
      case 'wrong_method': {
        const methods = supportedMethods(match.allow);
        if (method === 'OPTIONS') return sendEmpty(response, 200, { allow: methods.join(',') });
        const text = `The ${method} method is not supported for route ${path}. Supported methods: ${methods.join(', ')}.`;
        return sendMessage(response, 405, text, { allow: methods.join(', ') });
      }
      case 'match':
        break;
      default:
        return match satisfies never;
    }
    const { op, rule } = match;
    const user = tenants.byToken(bearerToken(request.headers.authorization));
    if (rule.auth === 'required' && user === undefined) return sendMessage(response, 401, 'Unauthenticated.');
    // Keyed by the user inside the auth group; public routes never resolve one, so by the IP.
    if (!throttle(rule.auth === 'required' ? (user?.name ?? 'ip') : 'ip', response)) return;

    let id = 0;
    if (rule.idKind !== undefined) {
      const key = columnValue(match.id);
      if (!tenants.anyOwns(rule.idKind, key))
        return sendMessage(response, 404, modelNotFound(rule.idKind, match.id));
      // A guest passes the policy (public routes); a user must own the record.
      if (user !== undefined && !tenants.owns(user, rule.idKind, key))
        return sendMessage(response, 403, 'This action is unauthorized.');
      id = Number(key);
    }
    const rules = FORM_REQUESTS[op];
    const input = rules === undefined ? {} : requestInput(body.bytes, request.headers['content-type']);
    const errors = rules === undefined ? {} : validate(input, rules);
    if (Object.keys(errors).length > 0)
      return sendJson(response, 422, { message: summarize(errors), errors });
    if (rule.successStatus === 204) return sendEmpty(response, 204);
    const url = `http://${request.headers.host ?? '127.0.0.1'}/${path}`;
    const result = ACTIONS[op]?.({ tenant: user, tenants, keys, id, input, url }) ?? {};
    sendJson(response, rule.successStatus, result);
  }

  return (request, response) => {
    handle(request, response).catch(() => {
      // Never a 5xx, whatever the input: an unexpected failure is the client's bad request.
      if (!response.headersSent) sendMessage(response, 400, 'Bad Request.');
      else response.destroy();
    });
  };
}
