/**
 * @module The legacy server's pipeline: route → session (token) → body size → record lookup →
 * JSON → first error, in CodeIgniter's form-validation sentences → `{success: true, data}`. Every
 * failure is `200 {success: false, error}` (409 for operation 5's validation); never a 5xx.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { firstViolation, type ValueProblem, type Violation } from '../shared/first-violation.ts';
import { readBody } from '../shared/read-body.ts';
import { createReplier } from '../shared/replier.ts';
import { RESPONDERS } from '../shared/responders.ts';
import { routeMatcher } from '../shared/route-match.ts';
import type { FieldRule } from '../shared/rules.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { LEGACY_RULES, RECORD_NOUNS } from './rules.ts';

const route = routeMatcher(LEGACY_RULES, { byMethod: true, trailingSlash: 'optional', decode: 'lenient' });

/** A loose address check in the spirit of PHP's FILTER_VALIDATE_EMAIL; lengths as mb_strlen counts. */
const STYLE = {
  unknown: 'ignored',
  email: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
  length: 'code-points',
} as const;

export function createLegacyHandler(maxBodyBytes: number, tenants: TenantDirectory) {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const read = await readBody(request, maxBodyBytes);
    if (read.kind === 'aborted') return;
    const match = route(request.method, request.url);
    if (match === undefined) return fail(response, 'Unknown method.');
    const { rule } = match;
    const tenant = tenants.byToken(bearerToken(request.headers.authorization));
    if (rule.auth === 'required' && tenant === undefined) return fail(response, 'Not authenticated');
    if (read.kind === 'too_large') return fail(response, 'Request too large.');
    if (rule.idKind !== undefined) {
      const id = match.id ?? '';
      const found =
        tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id);
      if (!found) return fail(response, `${RECORD_NOUNS[rule.idKind]} not found`);
    }
    let body: unknown;
    if (rule.body.kind === 'object') {
      // Like PHP's json_decode(file_get_contents('php://input')): whatever the content type says.
      const raw = read.bytes.toString('utf8');
      try {
        body = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        return fail(response, 'Invalid JSON payload.');
      }
      const violation = firstViolation(body, rule.body, STYLE);
      if (violation !== undefined) {
        return fail(response, sentence(violation, rule.silentEnums ?? {}), rule.validationStatus ?? 200);
      }
    }
    const data = RESPONDERS[match.op]({ tenant, tenants, id: match.id, body });
    write(response, 200, { success: true, data: rule.method === 'DELETE' ? null : data });
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      // A legacy app's catch-all: the failure envelope, never a 5xx.
      if (!response.headersSent) fail(response, 'Unexpected error.');
      else response.destroy();
    });
  };
}

/** The first problem only; closed sets marked silent answer one fixed sentence that never lists the values. */
function sentence(v: Violation, silentEnums: Readonly<Record<string, string>>): string {
  if (v.kind === 'not_object') return 'The request body must be a JSON object.';
  if (v.kind === 'required') return `The ${v.name} field is required.`;
  if (v.kind === 'unknown') return `The ${v.name} field is not allowed.`;
  const silent = v.field.type === 'enum' ? silentEnums[v.name] : undefined;
  return silent ?? `The ${v.name} field ${problemWords(v.field, v.problem)}.`;
}

function problemWords(field: FieldRule, p: ValueProblem): string {
  switch (p.kind) {
    case 'exact':
      return `must be exactly ${p.limit} characters in length`;
    case 'short':
      return `must be at least ${p.limit} characters in length`;
    case 'long':
      return `cannot exceed ${p.limit} characters in length`;
    case 'below':
      return `must contain a number greater than or equal to ${p.limit}`;
    case 'above':
      return `must contain a number less than or equal to ${p.limit}`;
    case 'integer':
      return 'must contain an integer';
    case 'email':
      return 'must contain a valid email address';
    case 'enum':
      return field.type === 'enum' ? `must be one of: ${field.values.join(', ')}` : 'is invalid';
    default:
      return TYPE_WORDS[field.type];
  }
}

const TYPE_WORDS: Readonly<Record<FieldRule['type'], string>> = {
  string: 'must be a string',
  email: 'must contain a valid email address',
  enum: 'must be a string',
  integer: 'must contain an integer',
  number: 'must contain a number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

function fail(response: ServerResponse, error: string, status: 200 | 409 = 200): void {
  write(response, status, { success: false, error });
}

const replier = createReplier(() => ({ 'x-powered-by': 'PHP/5.6.40' }));

function write(response: ServerResponse, status: number, body: unknown): void {
  replier.send(response, status, 'application/json', JSON.stringify(body));
}
