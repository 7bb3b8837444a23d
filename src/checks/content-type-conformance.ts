/**
 * @module content_type_conformance: a JSON body says it is JSON, a body said to be JSON parses,
 * and errors do not come back as HTML pages.
 */
import type { RecordedResponse } from '../core/exchange.ts';
import { header, isJsonContentType } from '../core/exchange.ts';
import type { ExchangeCheck, FindingDraft } from './types.ts';

const name = 'content_type_conformance';
const draft = (
  title: string,
  expected: string,
  actual: string,
  cause: string,
): FindingDraft<typeof name> => ({
  check: name,
  severity: 'medium',
  title,
  expected,
  actual,
  cause,
});

export const contentTypeConformance: ExchangeCheck<typeof name> = {
  scope: 'exchange',
  name,
  description: 'Content-Type matches the body: JSON is labelled JSON, JSON labels parse, no HTML errors.',
  run(ex): FindingDraft<typeof name>[] {
    const res = ex.response;
    if (res === undefined || res.body.trim() === '') return [];
    const type = header(res, 'content-type');
    const parsed = parsedJson(res);
    const out: FindingDraft<typeof name>[] = [];
    // Only objects and arrays: a text/plain `true` or `42` parses too, but is not a JSON document.
    if (typeof parsed === 'object' && parsed !== null && !isJsonContentType(type)) {
      out.push(
        draft(
          'JSON body without a JSON content type',
          'application/json or +json',
          `${type ?? 'none'}`,
          'json-untyped',
        ),
      );
    }
    if (isJsonContentType(type) && parsed === undefined && !res.truncated) {
      out.push(
        draft(
          'Content type says JSON but the body does not parse',
          'a JSON body',
          excerpt(res.body),
          'json-unparseable',
        ),
      );
    }
    if (res.status >= 400 && isHtml(res, type)) {
      out.push(
        draft(
          `Error ${res.status} answered with an HTML page`,
          'a machine-readable error',
          `${type ?? 'none'}`,
          'html-error',
        ),
      );
    }
    return out;
  },
};

function parsedJson(res: RecordedResponse): unknown {
  if (res.json !== undefined || res.truncated) return res.json;
  try {
    return JSON.parse(res.body);
  } catch {
    return undefined;
  }
}

function isHtml(res: RecordedResponse, type: string | undefined): boolean {
  return /^text\/html\b/i.test(type?.trim() ?? '') || /^\s*<(!doctype\s+html|html)\b/i.test(res.body);
}

function excerpt(body: string): string {
  return body.length > 80 ? `${body.slice(0, 80)}…` : body;
}
