/**
 * @module How long a server asks us to wait after a 429 (or a 503 that asks to wait), whatever its
 * convention: any header whose NAME speaks of retry, reset, after or wait and whose value reads as
 * a delay (seconds, milliseconds, an epoch time, an HTTP date); else a field of a JSON body named
 * so; else the body's text ("wait for 3s", "try again in 2 seconds"). Names are matched by pattern,
 * not looked up in a list, so a server nobody has seen is read as well as a known one. Without any
 * stated wait the caller backs off exponentially (`backoffSeconds`).
 */

export interface StatedWait {
  readonly seconds: number;
  /** Where it was read: a header's name, `body field x`, or `body text`. */
  readonly from: string;
}

type Headers = Readonly<Record<string, string>>;

/** A name that speaks of waiting: `Retry-After`, `X-Quota-Wait-Ms`, `RateLimit-Reset`, `retryAfter`. */
const WAIT_NAME = /retry|reset|after|wait/i;
/** Names that speak of waiting but of the end of a window rather than a plain delay rank last. */
const RESET_NAME = /reset/i;
/** A name that gives its delay in milliseconds (`-ms`, `Ms`, `millis`, `msec`). */
const MILLIS_NAME = /(?:^|[-_.])ms(?:$|[-_.])|[a-z]Ms$|millis|msec/;
const UNIT = /^(\d+(?:\.\d+)?)\s*(milliseconds?|ms|seconds?|secs?|s|minutes?|mins?|m)$/i;

function unitSeconds(n: number, unit: string): number {
  const u = unit.toLowerCase();
  if (u === 'ms' || u.startsWith('milli')) return n / 1000;
  if (u === 'm' || u.startsWith('min')) return n * 60;
  return n;
}

/**
 * A reset header's value in seconds from now: a delta, or epoch seconds or milliseconds (large
 * values are epochs; no window lasts 30 years).
 */
export function resetSeconds(value: string | undefined, now = Date.now()): number | undefined {
  const reset = value?.trim();
  if (!reset || !/^\d+(\.\d+)?$/.test(reset)) return undefined;
  const n = Number(reset);
  if (n > 1e12) return Math.max(0, (n - now) / 1000);
  if (n > 1e9) return Math.max(0, n - now / 1000);
  return n;
}

/** A value as a delay in seconds from now, read in the unit its name gives; undefined if it is none. */
export function delaySeconds(name: string, value: unknown, now = Date.now()): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) ? delaySeconds(name, String(value), now) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    // An epoch (seconds or milliseconds) whatever the name; else a delay in the name's unit.
    const n = Number(text);
    return MILLIS_NAME.test(name) && n <= 1e12 ? n / 1000 : resetSeconds(text, now);
  }
  const unit = UNIT.exec(text);
  if (unit?.[1] !== undefined && unit[2] !== undefined) return unitSeconds(Number(unit[1]), unit[2]);
  // An HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`) or an ISO time; `Date.parse` alone takes "1" too.
  if (/[a-z]{3},?\s+\d/i.test(text) || /^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const at = Date.parse(text);
    if (!Number.isNaN(at)) return Math.max(0, (at - now) / 1000);
  }
  return undefined;
}

/** Candidates by rank: `Retry-After` itself, other retry/wait/after names, then reset names. */
function rankOf(name: string): number {
  if (name.toLowerCase() === 'retry-after') return 0;
  return RESET_NAME.test(name) ? 2 : 1;
}

/** The wait a set of named values states (headers, or a JSON body's fields). */
function fromNamed(entries: readonly [string, unknown][], now: number): StatedWait | undefined {
  let best: { rank: number; wait: StatedWait } | undefined;
  for (const [name, value] of entries) {
    if (!WAIT_NAME.test(name)) continue;
    const seconds = delaySeconds(name, value, now);
    if (seconds === undefined) continue;
    const rank = rankOf(name);
    if (best === undefined || rank < best.rank) best = { rank, wait: { seconds, from: name } };
  }
  return best?.wait;
}

/** Fields of a JSON body, nested objects included (a few levels: `{error: {retryAfter: 3}}`). */
function fieldsOf(json: unknown, depth = 0): [string, unknown][] {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || depth > 3) return [];
  return Object.entries(json).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? fieldsOf(v, depth + 1) : [[k, v] as [string, unknown]],
  );
}

/** "wait for 3s", "try again in 2 seconds", "retry after 1500 ms", "reset in 1 minute". */
const TEXT_WAIT =
  /(?:wait|retry|try|again|after|reset)\D{0,30}?(\d+(?:\.\d+)?)\s*(milliseconds?|ms|seconds?|secs?|s|minutes?|mins?|m)\b/i;

export function waitFromText(text: string | undefined): number | undefined {
  const m = text === undefined ? null : TEXT_WAIT.exec(text.slice(0, 4096));
  return m?.[1] === undefined || m[2] === undefined ? undefined : unitSeconds(Number(m[1]), m[2]);
}

/** The wait a rate-limited answer states, if it states one. */
export function statedWait(
  res: { readonly headers: Headers; readonly body?: string; readonly json?: unknown },
  now = Date.now(),
): StatedWait | undefined {
  const header = fromNamed(Object.entries(res.headers), now);
  if (header !== undefined)
    return { ...header, from: header.from === 'retry-after' ? 'Retry-After' : header.from };
  const field = fromNamed(fieldsOf(res.json), now);
  if (field !== undefined) return { seconds: field.seconds, from: `body field ${field.from}` };
  const text = waitFromText(res.body);
  return text === undefined ? undefined : { seconds: text, from: 'body text' };
}

/** Seconds a server's headers ask to wait, if they do (kept for callers that only have headers). */
export function waitSeconds(headers: Headers, now = Date.now()): number | undefined {
  return statedWait({ headers }, now)?.seconds;
}

/** Without a stated wait: 1, 2, 4, 8 ... seconds, at most `capSeconds` (about a window). */
export function backoffSeconds(attempt: number, capSeconds = 60): number {
  return Math.min(capSeconds, 2 ** Math.max(0, attempt));
}

/**
 * An answer that means "stop, wait and resend", never a fact about the request: a 429, or a 503
 * that states a wait (a 503 without one is the server failing, and is judged as such).
 */
export function asksToWait(
  res:
    | { readonly status: number; readonly headers: Headers; readonly body?: string; readonly json?: unknown }
    | undefined,
): boolean {
  if (res === undefined) return false;
  return res.status === 429 || (res.status === 503 && statedWait(res) !== undefined);
}
