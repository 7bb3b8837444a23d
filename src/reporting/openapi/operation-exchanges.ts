/**
 * @module The exchanges a documented operation answered, routed as a tool holding the document
 * routes a request: by method and path template (a base path in front allowed), whatever probe
 * sent them. A probe of another method, or of another version's path, is not this operation's
 * answer; a request of another operation that lands on this path is.
 */
import type { Exchange, RecordedResponse } from '../../core/exchange.ts';
import { isFailureBody } from '../../discovery/index.ts';
import type { ExchangeIndex } from './openapi-examples.ts';

/** An exchange with its answer: what the document must describe. */
export type Answered = Exchange & { readonly response: RecordedResponse };

function templateRegex(template: string): RegExp {
  const literal = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`${literal}$`);
}

function pathnameOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

export function operationExchanges(
  index: ExchangeIndex,
  def: { readonly method: string; readonly path: string },
): Answered[] {
  const regex = templateRegex(def.path);
  const out: Answered[] = [];
  for (const e of index.values()) {
    if (e.response === undefined || e.request.method.toUpperCase() !== def.method.toUpperCase()) continue;
    const path = pathnameOf(e.request.url);
    if (path !== undefined && regex.test(path)) out.push(e as Answered);
  }
  return out;
}

/** The request body as sent, when it was JSON and recorded whole; `absent` when none was sent. */
export function sentBody(e: Exchange): { readonly value: unknown } | 'absent' | undefined {
  const body = e.request.body;
  if (body === undefined || body === '') return 'absent';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(e.request.headers['content-type'] ?? '')) return undefined;
  if (Buffer.byteLength(body) < e.request.bodyBytes) return undefined;
  try {
    return { value: JSON.parse(body) };
  } catch {
    return undefined;
  }
}

/** Accepted: answered with a status the run saw succeed with, and no failure in the body. */
export function wasAccepted(e: Answered, successStatuses: ReadonlySet<number>): boolean {
  return successStatuses.has(e.response.status) && !isFailureBody(e.response);
}

export function pathOf(e: Exchange): string {
  return pathnameOf(e.request.url) ?? e.request.url;
}
