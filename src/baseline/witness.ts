/**
 * @module A witness: one request that established facts of the baseline, kept as data with the
 * outcome it drew, so a check can send it again instead of rediscovering. No token is kept: the
 * request names which identity sent it (`token`, `other_tenant`, `none`, `malformed`), and record
 * ids stand as `{param}` so the check uses the ids of its own run.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant } from '../core/case.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import { isFailureBody } from '../discovery/session/failure-body.ts';
import { mediaType } from './error-facts.ts';

export interface WitnessRequest {
  readonly method: string;
  /** Path and query relative to the target, ids as `{param}`. */
  readonly path: string;
  readonly auth: AuthVariant;
  readonly contentType?: string;
  /** The body as sent, ids as `{param}`. */
  readonly body?: string;
  /** Send `body` (a JSON object) padded in a string field to exactly this many bytes. */
  readonly padTo?: number;
}

/** What an answer means under the server's conventions (a `{success:false}` under 200 is a rejection). */
export interface WitnessOutcome {
  readonly verdict: 'accepted' | 'rejected' | 'failed';
  readonly status: number;
  readonly mediaType: string;
  /** The body's shape: its properties two levels deep and their JSON types (record ids left out). */
  readonly shape?: string;
}

export interface Witness {
  readonly operation: OperationNumber;
  /** The observation kind that chose it (`baseline`, `bound`, `auth`, ...). */
  readonly about: string;
  /** The baseline facts it stands for. */
  readonly facts: readonly string[];
  readonly request: WitnessRequest;
  readonly outcome: WitnessOutcome;
  /**
   * Built from the accepted payload rather than recorded (a bound's accepted side, the body limit's):
   * expected to be accepted like the payload; when it is not, only its operation's facts speak.
   */
  readonly built?: true;
}

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A key that names a record (a map keyed by ids) is data, not shape. */
const isIdKey = (key: string) => /^[0-9a-f-]{8,}$|^\d+$/i.test(key);

function paths(value: unknown, prefix: string, depth: number): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth === 0) return [];
  return Object.entries(value)
    .filter(([k]) => !isIdKey(k))
    .flatMap(([k, v]) => [`${prefix}${k}:${jsonType(v)}`, ...paths(v, `${prefix}${k}.`, depth - 1)]);
}

/** Properties two levels deep (a `{data: {...}}` envelope's own), with their JSON types. */
function shapeOf(res: RecordedResponse): string | undefined {
  const json = res.json;
  if (json === undefined) return undefined;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return jsonType(json);
  return paths(json, '', 2).sort().join(',');
}

export function outcomeOf(ex: Pick<Exchange, 'response' | 'failure'>): WitnessOutcome {
  const res = ex.response;
  if (res === undefined) return { verdict: 'failed', status: 0, mediaType: 'none' };
  // The one notion of success discovery and the checks share: a failure envelope or a problem
  // document under 2xx is a rejection.
  const accepted = res.status >= 200 && res.status < 300 && !isFailureBody(res);
  const media = res.bodyBytes > 0 ? mediaType(res.headers['content-type']) : 'none';
  const shape = shapeOf(res);
  return {
    verdict: accepted ? 'accepted' : 'rejected',
    status: res.status,
    mediaType: media,
    ...(shape !== undefined && { shape }),
  };
}

/**
 * Where two outcomes differ, in words; empty when they agree. `slowMs`: an answer slower than
 * `RESPONSE_TIME_MS` (or none at all) differs too, so the operation is looked at again.
 */
export function disagreement(
  recorded: WitnessOutcome,
  now: WitnessOutcome,
  answered?: { readonly ms: number; readonly slowMs: number },
): string[] {
  const out: string[] = [];
  if (answered !== undefined && answered.ms > answered.slowMs)
    out.push(`answered in ${Math.round(answered.ms)} ms (RESPONSE_TIME_MS ${answered.slowMs})`);
  if (recorded.verdict !== now.verdict) out.push(`${recorded.verdict} → ${now.verdict}`);
  if (recorded.status !== now.status) out.push(`status ${recorded.status} → ${now.status}`);
  if (recorded.mediaType !== now.mediaType) out.push(`${recorded.mediaType} → ${now.mediaType}`);
  if (recorded.shape !== now.shape) out.push(`body {${recorded.shape ?? ''}} → {${now.shape ?? ''}}`);
  return out;
}

export function describeOutcome(o: WitnessOutcome): string {
  return `${o.verdict} (${o.status}${o.mediaType === 'none' ? '' : `, ${o.mediaType}`}${o.shape ? `, {${o.shape}}` : ''})`;
}
