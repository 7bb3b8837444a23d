/**
 * @module The Rails request pipeline: nginx body limit (413 HTML) → rack-attack (429) → the JSON
 * params parser on EVERY request, whatever the method or route (malformed JSON → 400, even where
 * the action never reads params) → routes (404) → `before_action :authenticate` (401 token
 * challenge) → `before_action :set_record` (404, only after auth) → model validation (422
 * `{"errors": {..}}`) → render (201 + Location for creates, 204 `head :no_content`).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FixedWindow } from '../shared/fixed-window.ts';
import { createModelRouter } from '../shared/model-router.ts';
import type { ResolvedModelOptions } from '../shared/model-truth.ts';
import { type ModelDialect, violations } from '../shared/model-violations.ts';
import { sendNginxTooLarge } from '../shared/nginx-too-large.ts';
import { readBody } from '../shared/read-body.ts';
import { createReplier } from '../shared/replier.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { toI } from './ids.ts';
import { railsErrors } from './messages.ts';
import { RAILS_RESPONDERS } from './responders.ts';
import { RAILS_RULES } from './rules.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** JSON with a charset and Rails' own headers; text for the token challenge and rack-attack. */
const { sendJson, sendText, sendEmpty } = createReplier(() => ({
  'x-request-id': randomUUID(),
  'x-runtime': '0.004211',
}));

/** Ruby's `URI::MailTo::EMAIL_REGEXP`. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const RAILS_DIALECT: ModelDialect = {
  keysCaseInsensitive: false,
  numbersFromStrings: false,
  isEmail: (value) => EMAIL.test(value),
  lengthOf: (value) => [...value].length,
};

const route = createModelRouter(RAILS_RULES, { caseInsensitive: false, param: /^[^/]+$/ });

/** `authenticate_with_http_token` reads `Bearer x`, `Token x` and `Token token="x"`. */
function railsToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  return /^(?:Bearer|Token)\s+(?:token=)?"?([^",\s]+)"?/.exec(header)?.[1];
}

const MODEL_NAMES: Readonly<Record<string, string>> = {
  REPORT_ID: 'PropertyReport',
  RECORD_ID: 'VisionRecord',
  DEAL_ID: 'Deal',
  OPPORTUNITY_ID: 'Opportunity',
  SESSION_ID: 'OnsiteSession',
  RMA_ID: 'Rma',
  CONTACT_ID: 'Contact',
};

export function createRailsHandler(options: ResolvedModelOptions, tenants: TenantDirectory): RequestHandler {
  const throttle = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'aborted') return;
    if (body.kind === 'too_large') return sendNginxTooLarge(response);
    const token = railsToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    if (throttle !== undefined && !throttle.hit(tenant?.name ?? 'anonymous').allowed) {
      return sendText(response, 429, 'Retry later\n');
    }

    // ActionDispatch parses a JSON body into params before any route or action sees it.
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    let params: Record<string, unknown> = {};
    if (type === 'application/json' && body.bytes.length > 0) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.bytes.toString('utf8'));
      } catch {
        return sendJson(response, 400, { status: 400, error: 'Bad Request' });
      }
      params =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : { _json: parsed };
    }

    const match = route(request.method, request.url);
    if (match.kind !== 'match') return sendJson(response, 404, { status: 404, error: 'Not Found' });
    const { op, rule } = match;
    if (rule.auth === 'required' && tenant === undefined) {
      return sendText(response, 401, 'HTTP Token: Access denied.\n', {
        'www-authenticate': 'Token realm="Application"',
      });
    }
    const id = toI(match.id);
    if (rule.idKind !== undefined) {
      const found =
        tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id);
      if (!found) {
        const error = `Couldn't find ${MODEL_NAMES[rule.idKind]} with 'id'=${match.id}`;
        return sendJson(response, 404, { error });
      }
    }
    if (rule.body.kind === 'object') {
      const errors = violations(params, rule.body.fields, RAILS_DIALECT);
      if (errors.length > 0) return sendJson(response, 422, { errors: railsErrors(errors) });
    }
    if (rule.successStatus === 204) return sendEmpty(response);
    const record = RAILS_RESPONDERS[op]?.({ tenant, tenants, id, params }) ?? {};
    const location: Record<string, string> =
      rule.location === undefined
        ? {}
        : {
            location: `http://${request.headers.host}${rule.location
              .replace('{dealId}', id)
              .replace('{id}', String(record.id))}`,
          };
    sendJson(response, rule.successStatus, record, location);
  }

  return (request, response) => {
    handle(request, response).catch(() => {
      // `rescue_from StandardError`: never a 5xx, whatever the input.
      if (!response.headersSent) sendJson(response, 400, { status: 400, error: 'Bad Request' });
      else response.destroy();
    });
  };
}
