/**
 * @module A witness: one request that established facts of the baseline, kept as data with the
 * outcome it drew, so a check can send it again instead of rediscovering. No token is kept: the
 * request names which identity sent it (`token`, `other_tenant`, `none`, `malformed`), and record
 * ids stand as `{param}` so the check uses the ids of its own run.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant } from '../core/case.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import { hintIsAbout, isFailureBody, parseErrorBody } from '../discovery/index.ts';
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
  /**
   * A closed set's refusal: the values it names for the field (sorted), so a set that gained or
   * lost a value is seen though the refused value is still refused.
   */
  readonly listed?: string;
}

export interface Witness {
  readonly operation: OperationNumber;
  /** The observation kind that chose it (`baseline`, `bound`, `auth`, ...). */
  readonly about: string;
  /** The baseline facts it stands for. */
  readonly facts: readonly string[];
  readonly request: WitnessRequest;
  readonly outcome: WitnessOutcome;
  /** A closed set's witness: the field whose listed values the outcome keeps. */
  readonly field?: string;
  /** The recording's exchange (an id of the baseline run), so a carried fact can cite its replay. */
  readonly source?: string;
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

/** The values a refusal lists for `field` (a closed set the server names), sorted; none when it names none. */
function listedFor(res: RecordedResponse, field: string): string | undefined {
  let values: string[] = [];
  try {
    for (const h of parseErrorBody(res, [field])?.hints ?? [])
      if (h.kind === 'enum' && hintIsAbout(h.field, field))
        values = [...values, ...(h.values ?? []).map(String)];
  } catch {
    return undefined;
  }
  return values.length > 0 ? [...new Set(values)].sort().join(', ') : undefined;
}

export function outcomeOf(ex: Pick<Exchange, 'response' | 'failure'>, field?: string): WitnessOutcome {
  const res = ex.response;
  if (res === undefined) return { verdict: 'failed', status: 0, mediaType: 'none' };
  // The one notion of success discovery and the checks share: a failure envelope or a problem
  // document under 2xx is a rejection.
  const accepted = res.status >= 200 && res.status < 300 && !isFailureBody(res);
  const media = res.bodyBytes > 0 ? mediaType(res.headers['content-type']) : 'none';
  const shape = shapeOf(res);
  const listed = !accepted && field !== undefined ? listedFor(res, field) : undefined;
  return {
    verdict: accepted ? 'accepted' : 'rejected',
    status: res.status,
    mediaType: media,
    ...(shape !== undefined && { shape }),
    ...(listed !== undefined && { listed }),
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
  if (recorded.listed !== undefined && recorded.listed !== now.listed)
    out.push(`values listed ${recorded.listed} → ${now.listed ?? 'none'}`);
  return out;
}
