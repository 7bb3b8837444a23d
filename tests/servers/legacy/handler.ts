/**
 * @module The legacy server's pipeline: route → session (token) → body size → record lookup →
 * JSON → first error → `{success: true, data}`. Every failure is `200 {success: false, error}`
 * (409 for operation 5's validation); nothing ever answers 5xx.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONDERS } from '../shared/responders.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { fail, succeed } from './envelope.ts';
import type { ResolvedLegacyOptions } from './options.ts';
import { route } from './router.ts';
import { LEGACY_RULES, type LegacyRule, RECORD_NOUNS } from './rules.ts';
import { firstError } from './validate.ts';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export function createLegacyHandler(
  options: ResolvedLegacyOptions,
  tenants: TenantDirectory,
): RequestListener {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readAll(request, options.maxBodyBytes);
    const match = route(request.method, request.url);
    if (match === undefined) return fail(response, 'Unknown method.');
    const rule: LegacyRule = LEGACY_RULES[match.op];
    const tenant = tenants.byToken(bearerToken(request.headers.authorization));
    if (rule.auth === 'required' && tenant === undefined) return fail(response, 'Not authenticated');
    if (raw === undefined) return fail(response, 'Request too large.');
    if (rule.idKind !== undefined) {
      const id = match.id ?? '';
      const found =
        tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id);
      if (!found) return fail(response, `${RECORD_NOUNS[rule.idKind]} not found`);
    }
    let body: unknown;
    if (rule.body.kind === 'object') {
      // Like PHP's json_decode(file_get_contents('php://input')): whatever the content type says.
      try {
        body = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        return fail(response, 'Invalid JSON payload.');
      }
      const error = firstError(body, rule.body, rule.silentEnums);
      if (error !== undefined) return fail(response, error, rule.validationStatus ?? 200);
    }
    const data = RESPONDERS[match.op]({ tenant, tenants, id: match.id, body });
    succeed(response, rule.method === 'DELETE' ? null : data);
  }

  return (request, response) => {
    handle(request, response).catch(() => {
      // A legacy app's catch-all: the failure envelope, never a 5xx.
      if (!response.headersSent) fail(response, 'Unexpected error.');
      else response.destroy();
    });
  };
}

/** The whole body as text, or `undefined` past `limit` bytes (read to the end either way, up to 8×). */
async function readAll(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit * 8) {
      request.destroy();
      throw new Error('body flood');
    }
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8');
}
