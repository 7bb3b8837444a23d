/**
 * @module One recorded HTTP exchange: what was sent and what came back (or how it failed). Recorded
 * exchanges are already redacted: no token value ever reaches one.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant } from './case.ts';

export interface RecordedRequest {
  readonly method: string;
  /** Absolute URL as sent. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The body text as sent (possibly truncated in the record), absent when no body was sent. */
  readonly body?: string;
  readonly bodyBytes: number;
}

export interface RecordedResponse {
  readonly status: number;
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body text, capped at the configured size. */
  readonly body: string;
  readonly bodyBytes: number;
  readonly truncated: boolean;
  /** The parsed JSON body when the body parsed as JSON (whatever the content type said). */
  readonly json?: unknown;
}

/** How a request failed to produce a response. */
export type TransportFailure =
  | { readonly kind: 'timeout'; readonly message: string }
  | { readonly kind: 'reset'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'network'; readonly message: string };

export interface Exchange {
  /** Stable within a run: `ex-000001`, in send order. */
  readonly id: string;
  /** Operation number (1..21) when the exchange belongs to one. */
  readonly operation?: OperationNumber;
  /** What the request was for, e.g. a case id or a probe label. */
  readonly label: string;
  /**
   * The credential the client sent (its variant, never its value): the checks judge a probe's or a
   * witness's answer by it as they judge a case's. Absent on exchanges read back from a HAR.
   */
  readonly credential?: AuthVariant;
  readonly request: RecordedRequest;
  readonly response?: RecordedResponse;
  readonly failure?: TransportFailure;
  readonly startedAt: string;
  readonly durationMs: number;
  /**
   * Not sent: a recorded answer from the user's traffic (`TRAFFIC`) stood for this identical
   * request, e.g. `traffic: staging.har, entry 12`. The request is what the run would have sent.
   */
  readonly replayedFrom?: string;
}

/** Case-insensitive header lookup on a recorded response. */
export function header(res: RecordedResponse | undefined, name: string): string | undefined {
  return res?.headers[name.toLowerCase()];
}

export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());
}
