/**
 * @module Test support: a recorded response from a fixture body, as the HTTP client would record it.
 */
import type { RecordedResponse } from '../../core/exchange.ts';

export interface ResponseOptions {
  readonly status?: number;
  readonly contentType?: string;
}

export function jsonResponse(body: unknown, options: ResponseOptions = {}): RecordedResponse {
  const text = JSON.stringify(body);
  return {
    status: options.status ?? 400,
    headers: { 'content-type': options.contentType ?? 'application/json; charset=utf-8' },
    body: text,
    bodyBytes: Buffer.byteLength(text),
    truncated: false,
    json: body,
  };
}

export function textResponse(body: string, options: ResponseOptions = {}): RecordedResponse {
  return {
    status: options.status ?? 400,
    headers: { 'content-type': options.contentType ?? 'text/plain; charset=utf-8' },
    body,
    bodyBytes: Buffer.byteLength(body),
    truncated: false,
  };
}

/** Field names of the operations the fixtures come from (create property, create referral, …). */
export const fields = [
  'streetAddress',
  'state',
  'bedrooms',
  'yearBuilt',
  'referralType',
  'clientEmail',
  'zipCode',
  'note',
  'dryRun',
  'changeOrderIds',
  'startTime',
  'bookedBy',
  'reportId',
  'primary',
  'type',
  'message',
  'city',
] as const;
