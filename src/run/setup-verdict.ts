/**
 * @module Is the run set up to test anything? A pure verdict over the setup probes: a base URL under
 * which no operation exists, or credentials the server refuses everywhere, stop the run before
 * discovery (exit 2, one line) instead of ending as a thousand requests of "unverified" verdicts.
 * Behaviour decides, not status habits. No operation exists when every operation answers as a path
 * that cannot exist does. The token is refused when every documented-auth operation answers it as it
 * answers a token no server issued; a healthy server tells the two apart somewhere (a validation
 * answer, an unknown id, a success), whatever statuses it uses for refusals.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { pathParams } from '../../fixtures/operation-def.ts';
import { HarnessError } from '../core/errors.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';

export interface SetupProbe {
  readonly op: NumberedOperation;
  /** With identity A's credentials. */
  readonly token: Exchange;
  /** The same request with a malformed token (sent only when the token answers look alike). */
  readonly malformed?: Exchange;
}

/** Fewer probes than this decide nothing (a small shard): discovery's own evidence will. */
const MIN_PROBES = 3;

/** A body with its volatile parts (ids, times, counters, the request's own path) blanked. */
function normalized(ex: Exchange): string {
  const path = new URL(ex.request.url).pathname.replace(/^\//, '');
  const escaped = path.replaceAll('/', '\\/');
  return (ex.response?.body ?? '')
    .replaceAll(escaped, '{path}')
    .replaceAll(path, '{path}')
    .replace(/[0-9a-f]{8,}|\d+/gi, '#')
    .slice(0, 2000);
}

/**
 * The same answer: the same status and, for a 2xx (a failure envelope tells its causes apart only in
 * its body), the same body once volatile parts are blanked. Refusal texts differ between a wrong and
 * a malformed token (a bad signature, a malformed JWT), so error statuses compare by status alone.
 */
export function sameAnswer(x: Exchange, y: Exchange): boolean {
  if (x.response === undefined || y.response === undefined) return false;
  if (x.response.status !== y.response.status) return false;
  return x.response.status >= 300 || normalized(x) === normalized(y);
}

type IsFailure = (res: RecordedResponse) => boolean;

/** One answer on all of them, and not a success (a 2xx only with a failure body). */
function oneRefusal(answers: readonly Exchange[], isFailure: IsFailure): boolean {
  const first = answers[0]?.response;
  if (answers.length < MIN_PROBES || first === undefined || first.status === 429) return false;
  if (first.status < 300 && !isFailure(first)) return false;
  return answers.every((ex) => sameAnswer(ex, answers[0] as Exchange));
}

/** Every operation answered alike: worth one request to a path that cannot exist. */
export function allAlike(probes: readonly SetupProbe[], isFailure: IsFailure): boolean {
  return oneRefusal(
    probes.map((p) => p.token),
    isFailure,
  );
}

/**
 * The documented-auth operations that name no record answered identity A alike: worth comparing
 * with a malformed token. (Those with an id may be routed on its shape first, before any auth.)
 */
export function tokenAnswersAlike(probes: readonly SetupProbe[], isFailure: IsFailure): boolean {
  return oneRefusal(
    probes.filter((p) => p.op.documentedAuthHeader && pathParams(p.op.path).length === 0).map((p) => p.token),
    isFailure,
  );
}

/** Throws when no operation answers otherwise than `nowhere`, a path that cannot exist. */
export function judgePath(probes: readonly SetupProbe[], nowhere: Exchange, baseUrl: string): void {
  if (probes.length < MIN_PROBES || !probes.every((p) => sameAnswer(p.token, nowhere))) return;
  throw new HarnessError(
    'NOTHING_FOUND',
    `no operation found under API_BASE_URL ${baseUrl}: all ${probes.length} operations answered ${nowhere.response?.status} as a path that cannot exist does; check its path`,
  );
}

/** Throws when every documented-auth operation answered identity A as a malformed token. */
export function judgeCredentials(probes: readonly SetupProbe[], credentialName: string): void {
  const documented = probes.filter((p) => p.op.documentedAuthHeader);
  if (documented.length < MIN_PROBES) return;
  if (!documented.every((p) => p.malformed !== undefined && sameAnswer(p.token, p.malformed))) return;
  const statuses = new Map<number, number>();
  for (const p of documented) {
    const s = p.token.response?.status ?? 0;
    statuses.set(s, (statuses.get(s) ?? 0) + 1);
  }
  const [[status, count] = [0, 0], ...others] = [...statuses].sort((x, y) => y[1] - x[1]);
  const rest = others.map(([s, n]) => `${n} × ${s}`).join(', ');
  throw new HarnessError(
    'CREDENTIALS_REFUSED',
    `${credentialName} refused: ${status} on ${count} of ${documented.length} operations shown with Authorization${rest ? ` (the others: ${rest})` : ''}, each answered as a malformed token is`,
  );
}
