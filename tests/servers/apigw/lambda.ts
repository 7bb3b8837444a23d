/**
 * @module The Lambda behind every method (proxy integration), reached only once the authorizer and
 * the model let the request through. It checks the path id (not a uuid: 400 `BadRequest`), loads
 * the record within the caller's tenant (missing or someone else's: 404 `NotFound`), applies its
 * business rules (limits the model does not hold, as a deployed model lags the code: 422
 * `ValidationError` naming the field), then answers `statusCode: 200` with `{"data": …}` or
 * `{"ok": true}`. Its errors are `{"errorType", "errorMessage"}`, as a Node.js Lambda writes them.
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { RESPONDERS } from '../shared/responders.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';
import type { ApigwOperation, LambdaRule } from './rules.ts';

/** What a proxy-integration Lambda returns: API Gateway relays the status and the body as is. */
export interface LambdaProxyResult {
  readonly statusCode: 200 | 400 | 404 | 422;
  readonly body: string;
}

export interface ProxyEvent {
  readonly op: OperationNumber;
  readonly rule: ApigwOperation;
  /** The authorizer's principal; on a public method, whoever the header's token names, if anyone. */
  readonly tenant: Tenant | undefined;
  /** The path parameter, URL-decoded (`''` when the path has none). */
  readonly pathId: string;
  readonly body: Readonly<Record<string, unknown>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sentence for a broken rule (the model already checked types), else undefined. */
function broken(rule: LambdaRule, value: unknown): string | undefined {
  if (rule.kind === 'oneOf')
    return typeof value === 'string' && !rule.values.includes(value)
      ? `must be one of: ${rule.values.join(', ')}`
      : undefined;
  if (rule.kind === 'maximum')
    return typeof value === 'number' && value > rule.limit ? `must be at most ${rule.limit}` : undefined;
  const n = typeof value === 'string' ? [...value].length : Number.NaN;
  if (rule.kind === 'minLength')
    return n < rule.limit ? `must be at least ${rule.limit} characters` : undefined;
  return n > rule.limit ? `must be at most ${rule.limit} characters` : undefined;
}

/** The fields as a client meets them: the model's, tightened by the Lambda's rules. */
export function withLambdaRules(fields: ModelFields, rules: readonly LambdaRule[]): ModelFields {
  const stray = rules.find((rule) => !Object.hasOwn(fields, rule.field));
  if (stray !== undefined) throw new TypeError(`a Lambda rule on ${stray.field}, which the model lacks`);
  const tighten = (field: ModelField, rule: LambdaRule): ModelField => {
    if (rule.kind === 'maximum' && (field.type === 'integer' || field.type === 'number'))
      return { ...field, maximum: rule.limit };
    if (field.type !== 'string' || rule.kind === 'maximum')
      throw new TypeError(`a ${rule.kind} rule on a ${field.type} field`);
    return rule.kind === 'oneOf' ? { ...field, oneOf: rule.values } : { ...field, [rule.kind]: rule.limit };
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      rules.filter((rule) => rule.field === name).reduce(tighten, field),
    ]),
  );
}

const result = (statusCode: LambdaProxyResult['statusCode'], body: unknown): LambdaProxyResult => ({
  statusCode,
  body: JSON.stringify(body),
});
const failure = (statusCode: 400 | 404 | 422, errorType: string, errorMessage: string) =>
  result(statusCode, { errorType, errorMessage });

export function createLambda(tenants: TenantDirectory): (event: ProxyEvent) => LambdaProxyResult {
  return ({ op, rule, tenant, pathId, body }) => {
    let id: string | undefined;
    if (rule.idKind !== undefined) {
      if (!UUID.test(pathId)) return failure(400, 'BadRequest', `invalid ${rule.param}`);
      id = pathId.toLowerCase();
      // Anonymous callers of a public method see every tenant's records.
      if (!tenants.sees(tenant, rule.idKind, id))
        return failure(404, 'NotFound', `${RECORD_NOUNS[rule.idKind]} ${pathId} not found`);
    }
    for (const check of rule.lambdaRules ?? []) {
      const problem = broken(check, Object.hasOwn(body, check.field) ? body[check.field] : undefined);
      if (problem !== undefined) return failure(422, 'ValidationError', `${check.field} ${problem}`);
    }
    if (rule.answer === 'ok') return result(200, { ok: true });
    return result(200, { data: RESPONDERS[op]({ tenant, tenants, id, body }) });
  };
}
