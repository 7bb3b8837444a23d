/**
 * @module The broken server's healthy behaviour (hapi + Joi + a bearer-token scheme): route method
 * → auth → payload size → content type → JSON → Joi → record lookup → `{status: "success", data}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../shared/read-body.ts';
import { RESPONDERS } from '../shared/responders.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { sendBoom, sendSuccess } from './boom.ts';
import { joiValidate } from './joi-validate.ts';
import type { ResolvedBrokenOptions } from './options.ts';
import type { PathMatch } from './router.ts';
import { BROKEN_SERVER_RULES } from './rules.ts';

export type HealthyHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  match: PathMatch,
) => Promise<void>;

export function createHealthyHandler(
  options: ResolvedBrokenOptions,
  tenants: TenantDirectory,
): HealthyHandler {
  return async (request, response, { op, id }) => {
    const rule = BROKEN_SERVER_RULES[op];
    const payload = await readBody(request, options.maxBodyBytes);
    if (payload.kind === 'aborted') return;
    if (request.method !== rule.method) return sendBoom(response, 404, 'Not Found');
    const token = bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    if (rule.auth === 'required' && tenant === undefined) {
      const message = token === undefined ? 'Missing authentication' : 'Bad token';
      response.setHeader('www-authenticate', token === undefined ? 'Bearer' : 'Bearer error="Bad token"');
      return sendBoom(
        response,
        401,
        message,
        token === undefined ? {} : { attributes: { error: 'Bad token' } },
      );
    }
    if (payload.kind === 'too_large') {
      return sendBoom(
        response,
        413,
        `Payload content length greater than maximum allowed: ${options.maxBodyBytes}`,
      );
    }
    let body: unknown = {};
    if (rule.body.kind === 'object') {
      const text = payload.bytes.toString('utf8').trim();
      if (text !== '') {
        if (!isJson(request.headers['content-type']))
          return sendBoom(response, 415, 'Unsupported Media Type');
        try {
          body = JSON.parse(text);
        } catch {
          return sendBoom(response, 400, 'Invalid request payload JSON format');
        }
      }
      const error = joiValidate(body, rule.body);
      if (error !== undefined) {
        return sendBoom(response, 400, error.message, {
          validation: { source: 'payload', keys: [error.key] },
        });
      }
    }
    if (rule.idKind !== undefined) {
      const found =
        id !== undefined &&
        (tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id));
      if (!found) return sendBoom(response, 404, 'Not Found');
    }
    sendSuccess(response, RESPONDERS[op]({ tenant, tenants, id, body }));
  };
}

/** hapi parses `application/json` and any `+json` type. */
function isJson(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}
