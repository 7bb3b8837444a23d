/**
 * @module The legacy server's words on the shared table pipeline (`shared/table-handler.ts`): the
 * session (token), the body size and the record are checked before the JSON is read; the first
 * error in CodeIgniter's form-validation sentences; `{success: true, data}`. Every failure is
 * `200 {success: false, error}` (409 for operation 5's validation); never a 5xx.
 */
import type { ServerResponse } from 'node:http';
import type { ValueProblem, Violation } from '../shared/first-violation.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { createReplier } from '../shared/replier.ts';
import { routeMatcher } from '../shared/route-match.ts';
import type { FieldRule } from '../shared/rules.ts';
import { tableHandler } from '../shared/table-handler.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { LEGACY_RULES, type LegacyRule } from './rules.ts';

export function createLegacyHandler(maxBodyBytes: number, tenants: TenantDirectory) {
  return tableHandler<LegacyRule>({
    route: routeMatcher(LEGACY_RULES, { byMethod: true, trailingSlash: 'optional', decode: 'lenient' }),
    tenants,
    maxBodyBytes,
    words: {
      // A loose address check in the spirit of PHP's FILTER_VALIDATE_EMAIL; lengths as mb_strlen counts.
      style: {
        unknown: 'ignored',
        email: /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/,
        length: 'code-points',
      },
      // Like PHP's json_decode(file_get_contents('php://input')): whatever the content type says.
      untrimmed: true,
      lookupFirst: true,
      noRoute: (res) => fail(res, 'Unknown method.'),
      noToken: (res) => fail(res, 'Not authenticated'),
      tooLarge: (res) => fail(res, 'Request too large.'),
      notJson: (res) => fail(res, 'Invalid JSON payload.'),
      badJson: (res) => fail(res, 'Invalid JSON payload.'),
      invalid: (res, v, rule) => fail(res, sentence(v, rule.silentEnums ?? {}), rule.validationStatus ?? 200),
      notFound: (res, rule) => fail(res, `${RECORD_NOUNS[rule.idKind ?? 'RECORD_ID']} not found`),
      success: (res, rule, data) =>
        write(res, 200, { success: true, data: rule.method === 'DELETE' ? null : data }),
      // A legacy app's catch-all: the failure envelope, never a 5xx.
      unexpected: (res) => fail(res, 'Unexpected error.'),
    },
  });
}

/** The first problem only; closed sets marked silent answer one fixed sentence that never lists the values. */
function sentence(v: Violation, silentEnums: Readonly<Record<string, string>>): string {
  if (v.kind === 'not_object') return 'The request body must be a JSON object.';
  if (v.kind === 'required') return `The ${v.name} field is required.`;
  if (v.kind === 'unknown') return `The ${v.name} field is not allowed.`;
  const silent = v.field.type === 'enum' ? silentEnums[v.name] : undefined;
  return silent ?? `The ${v.name} field ${problemWords(v.field, v.problem)}.`;
}

const PROBLEM_WORDS: Readonly<
  Record<Exclude<ValueProblem['kind'], 'type' | 'enum'>, (limit: number) => string>
> = {
  exact: (limit) => `must be exactly ${limit} characters in length`,
  short: (limit) => `must be at least ${limit} characters in length`,
  long: (limit) => `cannot exceed ${limit} characters in length`,
  below: (limit) => `must contain a number greater than or equal to ${limit}`,
  above: (limit) => `must contain a number less than or equal to ${limit}`,
  integer: () => 'must contain an integer',
  email: () => 'must contain a valid email address',
};

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

function problemWords(field: FieldRule, p: ValueProblem): string {
  if (p.kind === 'type') return TYPE_WORDS[field.type];
  if (p.kind === 'enum')
    return field.type === 'enum' ? `must be one of: ${field.values.join(', ')}` : 'is invalid';
  return PROBLEM_WORDS[p.kind]('limit' in p ? p.limit : 0);
}

const replier = createReplier(() => ({ 'x-powered-by': 'PHP/5.6.40' }));

function write(response: ServerResponse, status: number, body: unknown): void {
  replier.send(response, status, 'application/json', JSON.stringify(body));
}

function fail(response: ServerResponse, error: string, status: 200 | 409 = 200): void {
  write(response, status, { success: false, error });
}
