/**
 * @module Versioning: the operation's path with its version segment swapped (`/v1` ↔ `/v2`), and any
 * `Deprecation`, `Sunset` or `Link: rel="deprecation"` header on the operation's answers.
 */
import type { Exchange } from '../../core/exchange.ts';
import type { OpContext } from '../session/op-context.ts';

export async function probeOtherVersion(ctx: OpContext): Promise<void> {
  const path = ctx.path;
  const m = /^\/v(\d+)\//.exec(path);
  if (m === null) return;
  const other = m[1] === '1' ? '2' : '1';
  const otherPath = path.replace(/^\/v\d+\//, `/v${other}/`);
  const v = await ctx.request({ label: `op${ctx.number}:version:v${other}`, path: otherPath });
  if (v.status === undefined) return;
  ctx.observe({
    kind: 'versioning',
    operation: ctx.number,
    otherVersionPath: ctx.op.path.replace(/^\/v\d+\//, `/v${other}/`),
    status: v.status,
    evidence: { exchangeIds: [v.exchange.id], confidence: 'certain' },
  });
}

const DEPRECATION_HEADERS = ['deprecation', 'sunset'];

/** Deprecation signals on any of the operation's answers, once per header and value. */
export function observeDeprecation(ctx: OpContext, exchanges: readonly Exchange[]): void {
  const seen = new Set<string>();
  for (const ex of exchanges) {
    if (ex.operation !== ctx.number || ex.response === undefined) continue;
    const h = ex.response.headers;
    const found: [string, string][] = DEPRECATION_HEADERS.filter((n) => h[n] !== undefined).map((n) => [
      n,
      h[n] as string,
    ]);
    if (h.link !== undefined && /rel="?(deprecation|sunset)"?/i.test(h.link)) found.push(['link', h.link]);
    for (const [header, value] of found) {
      const key = `${header}:${value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      ctx.observe({
        kind: 'deprecation',
        operation: ctx.number,
        header,
        value,
        evidence: { exchangeIds: [ex.id], confidence: 'certain' },
      });
    }
  }
}
