/**
 * @module An answer whose body says it failed, whatever its status: a failure envelope
 * (`{"success": false}`, `{"status": "error"}`, ...) or an RFC 9457 problem document. Discovery's
 * classification and every check use this one test, so "succeeded" means the same everywhere.
 */
import type { RecordedResponse } from '../../core/exchange.ts';
import { header } from '../../core/exchange.ts';
import { isFailureEnvelope } from '../error-parsers/failure-envelope.ts';

export function isFailureBody(res: RecordedResponse): boolean {
  return (
    isFailureEnvelope(res.json) || /^application\/problem\+json\b/i.test(header(res, 'content-type') ?? '')
  );
}
