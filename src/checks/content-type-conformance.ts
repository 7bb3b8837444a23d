/**
 * @module content_type_conformance: a JSON body says it is JSON, a body said to be JSON parses,
 * and the API's errors do not come back as HTML pages. A URL off the operation's route (another
 * version's path, a probe) is answered by whatever serves unknown URLs (Django's and Rails' HTML
 * 404 pages, a proxy's): that page is not the API's error, so it is not judged as one.
 */
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import { header, isJsonContentType } from '../core/exchange.ts';
import { routeOf } from './path-values.ts';
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
  needs: [],
  description: 'Content-Type matches the body: JSON is labelled JSON, JSON labels parse, no HTML errors.',
  run(ex, _origin, ctx): FindingDraft<typeof name>[] {
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
    if (res.status >= 400 && isHtml(res, type) && onRoute(ex, ctx.op.path)) {
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

/**
 * Whether the request's path is the operation's (`/v1/homes/{dealId}`, under any base path), as a
 * server routes it: decoded, so an id of `%2e%2e%2f` (`../`) leaves the route as it does there.
 */
function onRoute(ex: Exchange, template: string): boolean {
  const route = routeOf(template);
  const path = new URL(ex.request.url).pathname;
  try {
    return route.test(decodeURIComponent(path));
  } catch {
    return route.test(path); // not valid percent-encoding: routed as sent
  }
}
