/**
 * @module The setup probes, sent right after the preflight and before discovery: one request per
 * operation with identity A's credentials (an empty JSON object where a body goes, a made-up id in
 * the path so no record of the user's is touched); when those all look alike, one request to a path
 * that cannot exist; when the documented-auth ones look alike, the same requests with a malformed
 * token. At most 2 × 21 + 1 requests, so a wrong token or a wrong base path stops the run within a
 * few dozen requests; `setup-verdict.ts` decides.
 */
import { randomBytes } from 'node:crypto';
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { carriesGetBody, pathParams } from '../../fixtures/operation-def.ts';
import type { CaseBody } from '../core/case.ts';
import { pinnedField, skipReason } from '../core/side-effects.ts';
import { isFailureBody } from '../discovery/index.ts';
import type { HttpClient } from '../http/client.ts';
import {
  allAlike,
  judgeCredentials,
  judgePath,
  type SetupProbe,
  tokenAnswersAlike,
} from './setup-verdict.ts';

/** An id no server holds, shaped like the ids most servers issue. */
const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';

function bodyOf(op: NumberedOperation, sideEffects: boolean): CaseBody {
  if (op.method === 'GET' && !carriesGetBody(op)) return { kind: 'none' };
  const pin = pinnedField(op, sideEffects);
  return { kind: 'json', value: pin === undefined ? {} : { [pin.field]: pin.value } };
}

function pathOf(op: NumberedOperation): string {
  return pathParams(op.path).reduce((path, name) => path.replace(`{${name}}`, MADE_UP_ID), op.path);
}

export async function checkSetup(
  client: HttpClient,
  ops: readonly NumberedOperation[],
  opts: { readonly sideEffects: boolean; readonly hasCredentials: boolean; readonly credentialName: string },
): Promise<void> {
  const sendable = ops.filter((op) => skipReason(op, opts.sideEffects) === undefined);
  const send = (op: NumberedOperation, auth: 'token' | 'malformed' | 'none') =>
    client.send({
      method: op.method,
      path: pathOf(op),
      auth,
      body: bodyOf(op, opts.sideEffects),
      operation: op.number,
      label: `setup: ${auth === 'malformed' ? 'malformed token' : 'identity A'}`,
    });
  const probes: SetupProbe[] = [];
  for (const op of sendable)
    probes.push({ op, token: await send(op, opts.hasCredentials ? 'token' : 'none') });
  if (allAlike(probes, isFailureBody)) {
    const nowhere = await client.send({
      method: 'GET',
      path: `/contract-setup-${randomBytes(6).toString('hex')}/nothing-here`,
      auth: opts.hasCredentials ? 'token' : 'none',
      body: { kind: 'none' },
      label: 'setup: a path that cannot exist',
    });
    const base = client.baseUrl;
    judgePath(probes, nowhere, `${base.origin}${base.pathname}`);
  }
  if (!opts.hasCredentials || !tokenAnswersAlike(probes, isFailureBody)) return;
  for (const [i, p] of probes.entries()) {
    if (p.op.documentedAuthHeader) probes[i] = { ...p, malformed: await send(p.op, 'malformed') };
  }
  judgeCredentials(probes, opts.credentialName);
}
