/**
 * @module Bodies that signal failure whatever the HTTP status (some servers answer 200 to a rejected
 * request): `{success: false}`, `{ok: false}`, `{status: "error" | "fail"}`, `{error: true}`, an
 * `error` object or message with no data, a non-empty `errors` list or map with no data.
 * Conservative: an explicit success flag wins, and empty or null error members mean nothing.
 */
import { isRecord } from './json-reader.ts';

const failureStatuses = new Set(['error', 'fail', 'failure', 'failed']);
const successStatuses = new Set(['success', 'ok', 'succeeded']);

function hasData(json: Readonly<Record<string, unknown>>): boolean {
  return json.data !== undefined && json.data !== null;
}

function present(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return false;
}

export function isFailureEnvelope(json: unknown): boolean {
  if (!isRecord(json)) return false;
  const status = typeof json.status === 'string' ? json.status.toLowerCase() : undefined;
  if (json.success === true || json.ok === true || (status !== undefined && successStatuses.has(status)))
    return false;
  if (json.success === false || json.ok === false || json.error === true) return true;
  if (status !== undefined && failureStatuses.has(status)) return true;
  if (hasData(json)) return false;
  return present(json.error) || present(json.errors);
}
