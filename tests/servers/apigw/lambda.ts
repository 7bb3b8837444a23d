/**
 * @module The Lambda behind every method (proxy integration), reached only once the authorizer and
 * the model let the request through. It checks the path id (not a uuid: 400 `BadRequest`), loads
 * the record within the caller's tenant (missing or someone else's: 404 `NotFound`), applies its
 * business rules (422 `ValidationError`), then answers `statusCode: 200` with `{"data": …}` or
 * `{"ok": true}`. Its errors are `{"errorType", "errorMessage"}`, as a Node.js Lambda writes them.
 */
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { RESPONDERS } from '../shared/responders.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { Tenant, TenantDirectory } from '../shared/tenants.ts';
import { lambdaViolation } from './lambda-rules.ts';
import type { ApigwOperation } from './rules.ts';

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

function result(statusCode: LambdaProxyResult['statusCode'], body: unknown): LambdaProxyResult {
  return { statusCode, body: JSON.stringify(body) };
}

function failure(statusCode: 400 | 404 | 422, errorType: string, errorMessage: string) {
  return result(statusCode, { errorType, errorMessage });
}

/** The template's parameter name (`dealId`), as the Lambda reads `event.pathParameters`. */
function paramName(path: string): string {
  return /\{(\w+)\}/.exec(path)?.[1] ?? 'id';
}

export function createLambda(tenants: TenantDirectory): (event: ProxyEvent) => LambdaProxyResult {
  return ({ op, rule, tenant, pathId, body }) => {
    let id: string | undefined;
    if (rule.idKind !== undefined) {
      if (!UUID.test(pathId)) return failure(400, 'BadRequest', `invalid ${paramName(rule.path)}`);
      id = pathId.toLowerCase();
      // Anonymous callers of a public method see every tenant's records.
      const found =
        tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id);
      if (!found) return failure(404, 'NotFound', `${RECORD_NOUNS[rule.idKind]} ${pathId} not found`);
    }
    const broken = lambdaViolation(rule.lambdaRules ?? [], body);
    if (broken !== undefined) return failure(422, 'ValidationError', broken);
    if (rule.answer === 'ok') return result(200, { ok: true });
    return result(200, { data: RESPONDERS[op]({ tenant, tenants, id, body }) });
  };
}
