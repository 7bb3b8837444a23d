/**
 * @module The FastAPI request pipeline: nginx in front (413 HTML past 1 MiB) → slowapi middleware
 * (429, `X-RateLimit-*` on every app response) → Starlette routing (307 slash redirect, 405, 404)
 * → the body read (422 `json_invalid`, before any dependency) → `HTTPBearer` and the current user
 * (403 / 401) → path and body validation (422, every error at once) → the endpoint: load the
 * object (404 `<Resource> not found`), check its owner (403 `Not enough permissions`), answer.
 * Starlette's router: paths exact and case-sensitive, HEAD served by GET routes, a path whose only
 * fault is its trailing slash redirected (`redirect_slashes`: a 307 to the other variant, absolute,
 * query kept).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { render } from '../shared/model-response.ts';
import { createModelRouter, type ModelRoute } from '../shared/model-router.ts';
import { lookupRecord, type ModelPipeline, type ModelServerParts } from '../shared/model-server.ts';
import { sendNginxTooLarge } from '../shared/nginx-too-large.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { authenticate, bearerTenant } from './auth.ts';
import { createLimiter, sendDetail, sendJson, sendNoContent, sendRedirect } from './reply.ts';
import { type BodyRead, readRequestBody } from './request-body.ts';
import { validateRequest } from './request-validation.ts';
import { FASTAPI_RULES, type FastapiOperation } from './rules.ts';

export function fastapiPipeline({ options, tenants, newId }: ModelServerParts): ModelPipeline {
  const limit = createLimiter(options.rateLimit);

  function handle(request: IncomingMessage, response: ServerResponse, bytes: Buffer) {
    const { authorization } = request.headers;
    if (!limit(bearerTenant(authorization, tenants)?.name ?? 'anonymous', response)) return;
    const route = routeRequest(request.method, request.url, request.headers.host ?? '127.0.0.1');
    switch (route.kind) {
      case 'none':
        return sendDetail(response, 404, 'Not Found');
      case 'wrong_method':
        return sendDetail(response, 405, 'Method Not Allowed', { allow: route.allow });
      case 'redirect':
        return sendRedirect(response, route.location);
      case 'match':
        break;
      default:
        return route satisfies never;
    }
    const { rule } = route;
    let body: BodyRead = { kind: 'absent' };
    if (rule.body.kind === 'object') {
      body = readRequestBody(bytes, request.headers['content-type']);
      if (body.kind === 'invalid_json') return sendDetail(response, 422, [body.error]);
      if (body.kind === 'undecodable')
        return sendDetail(response, 400, 'There was an error parsing the body');
    }
    const auth = authenticate(authorization, rule.auth, tenants);
    if (auth.kind === 'refused') return sendDetail(response, auth.status, auth.detail, auth.headers);
    const { tenant } = auth;
    const valid = validateRequest(rule, route.id, body);
    if (valid.errors.length > 0) return sendDetail(response, 422, valid.errors);
    if (rule.idKind !== undefined) {
      const found = lookupRecord(tenants, tenant, rule.idKind, valid.id);
      if (found === 'missing') return sendDetail(response, 404, `${RECORD_NOUNS[rule.idKind]} not found`);
      if (found === 'foreign') return sendDetail(response, 403, 'Not enough permissions');
    }
    if (rule.successStatus === 204) return sendNoContent(response);
    const ctx = { tenant, tenants, id: valid.id, body: valid.body, newId };
    sendJson(response, rule.successStatus, rule.reply === undefined ? {} : render(rule.reply, ctx));
  }

  // The app's catch-all exception handler answers an unexpected failure.
  return {
    handle,
    tooLarge: sendNginxTooLarge,
    failure: (response) => sendDetail(response, 400, 'Bad Request'),
  };
}

export type FastapiRoute =
  | ModelRoute<FastapiOperation>
  | { readonly kind: 'redirect'; readonly location: string };

// Matched with or without the trailing slash; a mismatch with the table is the redirect.
const loose = createModelRouter<FastapiOperation>(FASTAPI_RULES, {
  caseInsensitive: false,
  param: /^[^/]+$/,
});

export function routeRequest(
  method: string | undefined,
  url: string | undefined,
  host: string,
): FastapiRoute {
  const [path = '', query] = (url ?? '').split(/\?(.*)/s);
  const found = loose(method === 'HEAD' ? 'GET' : method, url);
  if (found.kind === 'none') return found;
  const wantsSlash = FASTAPI_RULES[found.op].path.endsWith('/');
  if (path.endsWith('/') !== wantsSlash) {
    const other = wantsSlash ? `${path}/` : path.slice(0, -1);
    return { kind: 'redirect', location: `http://${host}${other}${query === undefined ? '' : `?${query}`}` };
  }
  return found;
}
