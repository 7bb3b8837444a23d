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
import { render } from '../shared/model-response.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { lookupRecord, type ModelPipeline, type ModelServerParts } from '../shared/model-server.ts';
import { type ModelDialect, violations } from '../shared/model-violations.ts';
import { sendNginxTooLarge } from '../shared/nginx-too-large.ts';
import { createReplier } from '../shared/replier.ts';
import { toI } from './ids.ts';
import { railsErrors } from './messages.ts';
import { RAILS_RULES } from './rules.ts';

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

const BAD_REQUEST = { status: 400, error: 'Bad Request' };

/** ActionDispatch parses a JSON body into params before any route or action sees it. */
function railsParams(request: IncomingMessage, bytes: Buffer): Record<string, unknown> | undefined {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' || bytes.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : { _json: parsed };
}

export function railsPipeline({ options, tenants, newId }: ModelServerParts): ModelPipeline {
  const throttle = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);

  function handle(request: IncomingMessage, response: ServerResponse, bytes: Buffer) {
    const tenant = tenants.byToken(railsToken(request.headers.authorization));
    if (throttle !== undefined && !throttle.hit(tenant?.name ?? 'anonymous').allowed) {
      return sendText(response, 429, 'Retry later\n');
    }
    const params = railsParams(request, bytes);
    if (params === undefined) return sendJson(response, 400, BAD_REQUEST);
    const match = route(request.method, request.url);
    if (match.kind !== 'match') return sendJson(response, 404, { status: 404, error: 'Not Found' });
    const { rule } = match;
    if (rule.auth === 'required' && tenant === undefined) {
      return sendText(response, 401, 'HTTP Token: Access denied.\n', {
        'www-authenticate': 'Token realm="Application"',
      });
    }
    const id = toI(match.id);
    if (rule.idKind !== undefined && lookupRecord(tenants, tenant, rule.idKind, id) !== 'found') {
      return sendJson(response, 404, {
        error: `Couldn't find ${MODEL_NAMES[rule.idKind]} with 'id'=${match.id}`,
      });
    }
    if (rule.body.kind === 'object') {
      const errors = violations(params, rule.body.fields, RAILS_DIALECT);
      if (errors.length > 0) return sendJson(response, 422, { errors: railsErrors(errors) });
    }
    if (rule.successStatus === 204) return sendEmpty(response);
    const record =
      rule.reply === undefined ? {} : render(rule.reply, { tenant, tenants, id, body: params, newId });
    const location = rule.location?.replace('{dealId}', id).replace('{id}', String(record.id));
    const headers: Record<string, string> =
      location === undefined ? {} : { location: `http://${request.headers.host}${location}` };
    sendJson(response, rule.successStatus, record, headers);
  }

  return { handle, tooLarge: sendNginxTooLarge, failure: (response) => sendJson(response, 400, BAD_REQUEST) };
}
