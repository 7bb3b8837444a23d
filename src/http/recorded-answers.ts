/**
 * @module Answers recorded elsewhere (the user's traffic, `TRAFFIC`) that may stand for a request
 * instead of sending it. The client asks before sending a request that allows it (discovery's
 * probes); what implements it (src/traffic/) decides what counts as the same request. A recorded
 * answer is taken once: the same request sent twice takes the next recorded answer, then goes out.
 */
import type { AuthVariant } from '../core/case.ts';

/** The request as it would go on the wire: credentials in clear, before redaction. */
export interface WireRequest {
  readonly method: string;
  readonly url: URL;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly auth: AuthVariant;
}

export interface RecordedAnswer {
  readonly status: number;
  /** Lower-case names, as recorded (the client redacts them like any answer). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly durationMs: number;
  /** Where it was recorded, for the evidence: `traffic: staging.har, entry 12`. */
  readonly source: string;
}

export interface RecordedAnswers {
  /** The next unused recorded answer to this very request, or `undefined` (then it is sent). */
  take(request: WireRequest): RecordedAnswer | undefined;
}
