/**
 * @module The Laravel request pipeline: global middleware (`ValidatePostSize`: 413 past
 * `post_max_size`, on any route) → the router (404 `The route … could not be found.`, 405 with the
 * supported methods, a bodiless 200 for OPTIONS) → `auth:sanctum` (401) → `throttle:api` (429,
 * rate headers from here on) → route-model binding (404 `No query results for model …`) → the
 * FormRequest: `authorize()`, the owner's policy (403), then `rules()` (422, every error at once)
 * → the action (201 Resource for creates, 200, 204).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { render } from '../shared/model-response.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { lookupRecord, type ModelPipeline, type ModelServerParts } from '../shared/model-server.ts';
import { columnValue, modelNotFound } from './ids.ts';
import { requestInput } from './input.ts';
import { summarize } from './messages.ts';
import { sendEmpty, sendJson, sendMessage, throttleApi } from './reply.ts';
import type { LaravelRoute } from './rule-string.ts';
import { FORM_REQUESTS, LARAVEL_ROUTES } from './rules.ts';
import { validate } from './validator.ts';

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

export function laravelPipeline({ options, tenants, newId }: ModelServerParts): ModelPipeline {
  const throttle = throttleApi(options.rateLimit);

  function handle(request: IncomingMessage, response: ServerResponse, bytes: Buffer) {
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

    const id = columnValue(match.id);
    if (rule.idKind !== undefined) {
      // A guest passes the policy (public routes); a user must own the record.
      const found = lookupRecord(tenants, user, rule.idKind, id);
      if (found === 'missing') return sendMessage(response, 404, modelNotFound(rule.idKind, match.id));
      if (found === 'foreign') return sendMessage(response, 403, 'This action is unauthorized.');
    }
    const rules = FORM_REQUESTS[op];
    const input = rules === undefined ? {} : requestInput(bytes, request.headers['content-type']);
    const errors = rules === undefined ? {} : validate(input, rules);
    if (Object.keys(errors).length > 0)
      return sendJson(response, 422, { message: summarize(errors), errors });
    if (rule.successStatus === 204) return sendEmpty(response, 204);
    const url = `http://${request.headers.host ?? '127.0.0.1'}/${path}`;
    const ctx = { tenant: user, tenants, id, body: input, newId, url };
    sendJson(response, rule.successStatus, rule.reply === undefined ? {} : render(rule.reply, ctx));
  }

  return {
    handle,
    tooLarge: (response) => sendMessage(response, 413, 'The POST data is too large.'),
    failure: (response) => sendMessage(response, 400, 'Bad Request.'),
  };
}
