/**
 * @module The HTTP client: JSON bodies on GET too (undici `request` frames them with a
 * Content-Length, unlike `fetch`), keep-alive, timeouts, the run's budget and rate cap, the
 * side-effect gate, no redirect following, and a record of every exchange, redacted, under a
 * stable id.
 */

import { Client } from 'undici';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant, CaseBody } from '../core/case.ts';
import { type Credentials, malformedCookie } from '../core/credentials.ts';
import type { Exchange, RecordedResponse, TransportFailure } from '../core/exchange.ts';
import type { Observation, RateLimitFact } from '../core/observation.ts';
import type { ProgressListener } from '../core/progress.ts';
import type { OperationBreaker } from './breaker.ts';
import { dispatchOnce } from './dispatch-once.ts';
import { type Pacer, sleep, type ThrottleWait } from './pacer.ts';
import type { RecordedAnswer, RecordedAnswers, WireRequest } from './recorded-answers.ts';
import type { Redactor } from './redactor.ts';
import { SideEffectGate } from './side-effect-gate.ts';

export interface ClientOptions {
  readonly baseUrl: URL;
  readonly tokens: { readonly a?: string; readonly b?: string };
  /** Extra headers and cookies of identity A / B, sent with that identity's requests only. */
  readonly credentials?: { readonly a?: Credentials; readonly b?: Credentials };
  readonly timeoutMs: number;
  readonly pacer: Pacer;
  readonly redactor: Redactor;
  /** Operations with external effects may be called (else the gate holds them back). */
  readonly sideEffectsAllowed: boolean;
  /** Bytes of a response body kept in the record (the rest is read and dropped). */
  readonly maxBodyBytes?: number;
  /** Longest single wait a 429 may ask for before we give up waiting. */
  readonly maxRetryWaitMs?: number;
  /** Told about every exchange, with whose credentials it went (`auth`). */
  readonly onExchange?: (exchange: Exchange, auth: AuthVariant) => void;
  /** Told about every wait a server asks for, so a long silence is explained. */
  readonly onProgress?: ProgressListener;
  /** Stops sending to an operation that keeps answering too slowly. */
  readonly breaker?: OperationBreaker;
  /** Starts every exchange id (default `ex-`); a shard's own keeps its ids apart in a merge. */
  readonly idPrefix?: string;
  /** Recorded answers (`TRAFFIC`) that may stand for requests marked `recorded`. */
  readonly recorded?: RecordedAnswers;
}

export interface SendRequest {
  readonly method: string;
  /** Path (with query) relative to the base URL's origin, e.g. `/v1/property/`. */
  readonly path: string;
  readonly auth: AuthVariant;
  readonly body: CaseBody;
  readonly operation?: OperationNumber;
  readonly label: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Wait and resend on 429 (or a 503 that asks to wait) as the server asks (default true). */
  readonly honour429?: boolean;
  /** A recorded answer to the identical request (`TRAFFIC`) may stand for it: discovery's probes. */
  readonly recorded?: boolean;
  /**
   * Sent as soon as `MAX_RPS` allows, not at the learned pace (waits the server asks for are still
   * waited): the rate-limit probe pushes against the limit to measure it.
   */
  readonly unpaced?: boolean;
}

/** A syntactically bearer-shaped token no server can have issued. */
export const MALFORMED_TOKEN = 'malformed.not-a-jwt.0000';

/** Resends of one request the server told to wait; the deadline bounds them in time too. */
const MAX_WAITS = 10;
/** A 503 that asks to wait is resent fewer times: a server that stays unavailable is failing. */
const MAX_503_WAITS = 3;

export class HttpClient {
  /** One connection to the target's origin (requests go one at a time): no agent or pool between. */
  private readonly connection: Client;
  private seq = 0;
  readonly exchanges: Exchange[] = [];
  /** Every request passes it: what may not be sent never is. */
  readonly gate: SideEffectGate;

  constructor(private readonly opts: ClientOptions) {
    this.connection = new Client(opts.baseUrl.origin, {
      keepAliveTimeout: 10_000,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      connect: { timeout: Math.min(opts.timeoutMs, 10_000) },
    });
    this.gate = new SideEffectGate(opts.sideEffectsAllowed);
  }

  get baseUrl(): URL {
    return this.opts.baseUrl;
  }

  /** The rate limit as far as the pacer knows it (measured, or the headers' claim). */
  get rateLimit(): RateLimitFact | undefined {
    return this.opts.pacer.rateLimit;
  }

  /** The rate-limit fact over `operations`, as measured so far (or the headers' claim). */
  rateLimitFact(operations: readonly OperationNumber[]): Observation | undefined {
    return this.opts.pacer.rateLimitFact(operations);
  }

  /** Answers that asked to wait so far. */
  get throttles(): number {
    return this.opts.pacer.throttles;
  }

  /** Milliseconds the run has waited because the server said so. */
  get serverWaitMs(): number {
    return this.opts.pacer.serverWaitMs;
  }

  async close(): Promise<void> {
    await this.connection.close();
  }

  /**
   * Sends one request and returns the last exchange. A 429 (or a 503 that asks to wait) means stop,
   * wait and resend: a wait the server states above 0 (in any header, body field or text) once, as
   * stated; none, or 0, soon (the pacer's backoff); never past the run's deadline
   * (`DeadlineReached`). What is still such an answer after the resends is returned, and judged by
   * nobody. With `honour429: false` it is returned at once (the pace still learns from it).
   */
  async send(req: SendRequest): Promise<Exchange> {
    this.gate.check(req.operation, req.body);
    this.opts.breaker?.admit(req);
    if (req.recorded && this.opts.recorded !== undefined) {
      const wire = this.wire(req);
      const answer = this.opts.recorded.take(wire);
      if (answer !== undefined) return this.replay(req, wire, answer);
    }
    let [exchange, wait] = await this.sendOnce(req);
    for (let attempt = 0; attempt < MAX_WAITS; attempt++) {
      const res = exchange.response;
      if (wait === undefined || res === undefined || req.honour429 === false) break;
      if (res.status === 503 && attempt >= MAX_503_WAITS) break;
      if (wait.ms > (this.opts.maxRetryWaitMs ?? 65_000)) break;
      this.opts.onProgress?.({ kind: 'wait', seconds: wait.ms / 1000, reason: wait.reason });
      this.opts.pacer.assertWaitFits(wait.ms);
      await sleep(wait.ms);
      this.opts.pacer.noteServerWait(wait.ms);
      [exchange, wait] = await this.sendOnce(req);
    }
    return exchange;
  }

  private readonly credentialsByVariant = new Map<AuthVariant, Readonly<Record<string, string>>>();

  /** The credential headers of a variant (the same for every request, so built once). */
  private credentialHeaders(auth: AuthVariant): Readonly<Record<string, string>> {
    let headers = this.credentialsByVariant.get(auth);
    if (headers === undefined) {
      headers = this.buildCredentialHeaders(auth);
      this.credentialsByVariant.set(auth, headers);
    }
    return headers;
  }

  /** The credential headers of a variant: the identity's token, extra headers and cookie. */
  private buildCredentialHeaders(auth: AuthVariant): Record<string, string> {
    const bearer = (token: string | undefined): Record<string, string> =>
      token === undefined ? {} : { authorization: `Bearer ${token}` };
    const own = (c: Credentials | undefined): Record<string, string> =>
      c === undefined
        ? {}
        : { ...lowerCased(c.headers), ...(c.cookie === undefined ? {} : { cookie: c.cookie }) };
    const { a, b } = this.opts.credentials ?? {};
    switch (auth) {
      case 'token':
        return { ...bearer(this.opts.tokens.a), ...own(a) };
      case 'other_tenant':
        return { ...bearer(this.opts.tokens.b), ...own(b) };
      case 'malformed': {
        // The same credentials, each with a value no server issued: a malformed API key, cookie, token.
        const headers = Object.fromEntries(
          Object.keys(a?.headers ?? {}).map((n) => [n.toLowerCase(), MALFORMED_TOKEN]),
        );
        const onlyOthers = this.opts.tokens.a === undefined && Object.keys(headers).length > 0;
        return {
          ...(onlyOthers ? {} : bearer(MALFORMED_TOKEN)),
          ...headers,
          ...(a?.cookie === undefined ? {} : { cookie: malformedCookie(a.cookie, MALFORMED_TOKEN) }),
        };
      }
      case 'none':
        return {};
      default:
        return auth satisfies never;
    }
  }

  /** The request as it goes on the wire: URL under the base path, headers with credentials, body text. */
  private wire(req: SendRequest): WireRequest {
    const url = new URL(req.path, this.opts.baseUrl.origin);
    // Keep a base path prefix (e.g. https://host/api) in front of the operation path.
    const prefix = this.opts.baseUrl.pathname.replace(/\/$/, '');
    if (prefix && !req.path.startsWith(prefix)) url.pathname = prefix + url.pathname;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'contract-harness/0.1',
    };
    let body: string | undefined;
    if (req.body.kind === 'json') {
      body = JSON.stringify(req.body.value) ?? 'null';
      headers['content-type'] = 'application/json';
    } else if (req.body.kind === 'raw') {
      body = req.body.text;
      headers['content-type'] = req.body.contentType;
    }
    Object.assign(headers, this.credentialHeaders(req.auth), req.headers);
    return { method: req.method, url, headers, auth: req.auth, ...(body !== undefined && { body }) };
  }

  private nextId(): string {
    this.seq += 1;
    return `${this.opts.idPrefix ?? 'ex-'}${String(this.seq).padStart(6, '0')}`;
  }

  /** One request; with the wait the pacer asks for when the answer was a throttle. */
  private async sendOnce(req: SendRequest): Promise<[Exchange, ThrottleWait | undefined]> {
    await this.opts.pacer.take(req.unpaced === true);
    const id = this.nextId();
    const wire = this.wire(req);
    const { url, headers, body } = wire;
    const started = performance.now();
    const startedAt = new Date().toISOString();
    let response: RecordedResponse | undefined;
    let failure: TransportFailure | undefined;
    try {
      response = await dispatchOnce(this.connection, { url, method: req.method, headers }, body, {
        timeoutMs: this.opts.timeoutMs,
        maxBodyBytes: this.opts.maxBodyBytes ?? 1024 * 1024,
      });
    } catch (err) {
      failure = classify(err);
    }
    const exchange: Exchange = {
      ...this.recordOf(id, req, wire, startedAt, Math.round((performance.now() - started) * 100) / 100),
      ...(response && { response: redactResponse(response, this.opts.redactor) }),
      ...(failure && { failure }),
    };
    this.exchanges.push(exchange);
    // Anonymous and malformed credentials are counted alike: a limiter keys them by address.
    const identity = req.auth === 'token' || req.auth === 'other_tenant' ? req.auth : 'anonymous';
    const wait = this.opts.pacer.answered(exchange, identity);
    this.opts.breaker?.record(exchange);
    this.opts.onExchange?.(exchange, req.auth);
    return [exchange, wait];
  }

  /**
   * A recorded answer stands for the request: nothing is sent, no budget or rate is spent, and the
   * exchange says where the answer was recorded. Neither the breaker nor the pacer reads it.
   */
  private replay(req: SendRequest, wire: WireRequest, answer: RecordedAnswer): Exchange {
    const response: RecordedResponse = {
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      bodyBytes: Buffer.byteLength(answer.body),
      truncated: false,
    };
    const exchange: Exchange = {
      ...this.recordOf(this.nextId(), req, wire, new Date().toISOString(), answer.durationMs),
      response: redactResponse(response, this.opts.redactor),
      replayedFrom: answer.source,
    };
    this.exchanges.push(exchange);
    return exchange;
  }

  /** The redacted record of a request, without its answer. */
  private recordOf(id: string, req: SendRequest, wire: WireRequest, startedAt: string, durationMs: number) {
    const r = this.opts.redactor;
    return {
      id,
      ...(req.operation !== undefined && { operation: req.operation }),
      label: req.label,
      request: {
        method: req.method,
        url: r.text(wire.url.toString()),
        headers: r.headers(wire.headers),
        ...(wire.body !== undefined && { body: r.text(truncate(wire.body, 64 * 1024)) }),
        bodyBytes: wire.body === undefined ? 0 : Buffer.byteLength(wire.body),
      },
      startedAt,
      durationMs,
      credential: req.auth,
    } satisfies Exchange;
  }
}

/** JSON is parsed once, from the redacted text, so a token echoed in a body is gone from both. */
function redactResponse(res: RecordedResponse, r: Redactor): RecordedResponse {
  const body = r.text(res.body);
  return { ...res, headers: r.headers(res.headers), body, ...parseJson(body, res.truncated) };
}

function parseJson(text: string, truncated: boolean): { json?: unknown } {
  if (truncated || text.trim() === '') return {};
  try {
    return { json: JSON.parse(text) };
  } catch {
    return {};
  }
}

/** Header names in lower case, so a configured `Authorization` replaces the bearer one. */
function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([n, v]) => [n.toLowerCase(), v]));
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…[truncated ${text.length - max} chars]` : text;
}

function classify(err: unknown): TransportFailure {
  const e = err as { code?: string; name?: string; message?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code ?? '';
  const message = `${code ? `${code}: ` : ''}${e.message ?? String(err)}`;
  if (e.name === 'TimeoutError' || e.name === 'AbortError' || /TIMEOUT/.test(code)) {
    return { kind: 'timeout', message };
  }
  if (code === 'ECONNREFUSED') return { kind: 'refused', message };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE')
    return { kind: 'reset', message };
  return { kind: 'network', message };
}
