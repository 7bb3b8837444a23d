/**
 * @module "A search that cannot loop", measured: the requests sent again with the same method,
 * URL, credentials and body after the server had refused exactly that request, and refused again
 * with the same answer. A repair that learns from a refusal never needs one; probes that re-send
 * an accepted body (the repeat, re-verification) are not counted, nor waits (429).
 */
import type { Exchange } from '../../src/core/exchange.ts';

function requestKey(ex: Exchange): string {
  const { method, url, headers, body } = ex.request;
  return JSON.stringify([method, url, headers.authorization ?? null, body ?? null]);
}

function refusal(ex: Exchange): string | undefined {
  const status = ex.response?.status;
  if (status === undefined || status < 400 || status >= 500 || status === 429) return undefined;
  return `${status} ${ex.response?.body ?? ''}`;
}

/** The exchanges (matching `only`, by label) that repeated a refused request and drew the same refusal. */
export function identicalResends(
  exchanges: readonly Exchange[],
  only: (label: string) => boolean = () => true,
): Exchange[] {
  const refused = new Map<string, string>();
  const repeats: Exchange[] = [];
  for (const ex of exchanges) {
    if (!only(ex.label)) continue;
    const key = requestKey(ex);
    const answer = refusal(ex);
    if (answer === undefined) continue;
    if (refused.get(key) === answer) repeats.push(ex);
    refused.set(key, answer);
  }
  return repeats;
}
