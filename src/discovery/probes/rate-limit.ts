/**
 * @module The rate limit, probed only when limits may be probed and the server's headers claim
 * nothing: cheap requests sent as fast as `MAX_RPS` allows (each wait the server asks for still
 * waited, once) until a few 429s came, and the rate that holds measured over the probe's own
 * stretch from its first 429 to its last (`http/rate-gauge.ts`). Pushing matters: at the run's own
 * pace a stretch the run sent slower than allowed only gives a lower bound. Without the probe the
 * fact is stated at the end of discovery from the run's answers, or from the headers' claim.
 */
import type { Exchange } from '../../core/exchange.ts';
import { measuredRate, stretchOf } from '../../http/rate-gauge.ts';
import { asksToWait } from '../../http/retry-after.ts';
import type { OpContext } from '../session/op-context.ts';

/** 429s after which the stretch between them is long enough to state. */
const THROTTLES = 4;
/** The longest the probe keeps at it. */
const MAX_PROBE_MS = 120_000;

const answerOf = (ex: Exchange) => ({
  at: Date.parse(ex.startedAt) + ex.durationMs,
  throttled: asksToWait(ex.response),
  id: ex.id,
});

export async function provokeRateLimit(ctx: OpContext): Promise<void> {
  const client = ctx.session.opts.client;
  // A claim is stated as one; a rate measured so far at the run's own pace is only a lower bound.
  if (client.rateLimit?.source === 'headers') return;
  const cap = Math.min(2000, Math.floor(ctx.phaseRemaining / 2));
  const started = Date.now();
  const from = client.exchanges.length;
  const mine = () => client.exchanges.slice(from).filter((ex) => ex.label.includes(':rate-limit'));
  let sent = 0;
  let stretch: ReturnType<typeof stretchOf>;
  while (sent < cap && Date.now() - started < MAX_PROBE_MS) {
    await ctx.request({ label: `op${ctx.number}:rate-limit`, unpaced: true });
    sent += 1;
    const answers = mine().map(answerOf);
    stretch = stretchOf(answers);
    const throttles = answers.filter((a) => a.throttled);
    if (stretch !== undefined && throttles.length >= THROTTLES) {
      const before = answers.findIndex((a) => a.throttled);
      ctx.session.observe({
        kind: 'rate_limit',
        source: 'observed-429s',
        measured: { ...measuredRate(stretch, before, throttles.length), probed: true },
        operations: [ctx.number],
        evidence: { exchangeIds: throttles.slice(0, 6).map((a) => a.id), confidence: 'likely' },
      });
      return;
    }
  }
  const seen = mine().filter((ex) => asksToWait(ex.response)).length;
  ctx.session.observe({
    kind: 'undetermined',
    topic: 'rate limit',
    reason:
      seen === 0
        ? `no 429 within ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s`
        : `${seen} 429s within ${sent} requests: too few to measure the rate that holds`,
    evidence: { exchangeIds: [], confidence: 'certain' },
  });
}
