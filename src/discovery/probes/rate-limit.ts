/**
 * @module The rate limit, probed only when limits may be probed: when nothing was measured yet and
 * the server's headers claim nothing, cheap requests are sent as fast as `MAX_RPS` allows (each
 * wait the server asks for still waited, once) for a few 429s, so the rate that holds is measured
 * between them (`http/rate-gauge.ts`): at the run's own pace a stretch the run sent slower than
 * allowed would only give a lower bound. The fact itself is stated at the end of discovery from that
 * measurement, or from the headers' claim, said to be one.
 */
import type { OpContext } from '../session/op-context.ts';

/** 429s after which the steady stretch between them is long enough to state. */
const THROTTLES = 4;
/** The longest the probe keeps at it. */
const MAX_PROBE_MS = 120_000;

export async function provokeRateLimit(ctx: OpContext): Promise<void> {
  const client = ctx.session.opts.client;
  const known = client.rateLimit;
  if (known?.source === 'observed-429s' || known?.source === 'headers') return;
  const cap = Math.min(2000, Math.floor(ctx.phaseRemaining / 2));
  const started = Date.now();
  const before = client.throttles;
  let sent = 0;
  while (sent < cap && Date.now() - started < MAX_PROBE_MS) {
    await ctx.request({ label: `op${ctx.number}:rate-limit`, unpaced: true });
    sent += 1;
    if (client.throttles - before >= THROTTLES && client.rateLimit?.source === 'observed-429s') return;
  }
  const seen = client.throttles - before;
  ctx.session.observe({
    kind: 'undetermined',
    topic: 'rate limit',
    reason:
      seen === 0
        ? `no 429 within ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s`
        : `${seen} 429s within ${sent} requests: too few to measure the pace that holds`,
    evidence: { exchangeIds: [], confidence: 'certain' },
  });
}
