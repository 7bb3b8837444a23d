/**
 * @module `npm run bench`: speed and memory of one full run against the embedded sandbox, as numbers.
 * Prints one `name value` line per metric (requests, seconds, MiB) and exits 1 when a target is
 * missed: discovery within 3,000 requests and 60 s, the whole run within 120 s and 512 MiB RSS.
 */
import { loadConfig } from '../src/core/config.ts';
import { runContract } from '../src/run/run-contract.ts';
import { startSandbox } from '../src/sandbox/index.ts';

const targets = { discovery_requests: 3000, discovery_seconds: 60, run_seconds: 120, peak_rss_mib: 512 };

const sandbox = await startSandbox();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);
const metrics: Record<string, number> = {};
const started = performance.now();
try {
  const config = loadConfig({
    SEED: process.env.SEED ?? '1',
    EXAMPLES: process.env.EXAMPLES ?? '5',
    PROBE_LIMITS: 'true',
  });
  const target = {
    url: new URL(sandbox.url),
    token: sandbox.tokens.a,
    tokenB: sandbox.tokens.b,
    ids: sandbox.ids,
    embeddedSandbox: true,
    close: async () => {},
  };
  const run = await runContract(config, target, (line) => {
    const m = /^discovery: (\d+) requests in ([\d.]+) s/.exec(line);
    if (m) {
      metrics.discovery_requests = Number(m[1]);
      metrics.discovery_seconds = Number(m[2]);
    }
  });
  metrics.run_seconds = Math.round((performance.now() - started) / 10) / 100;
  metrics.run_requests = run.meta.requestsSent;
  metrics.requests_per_second = Math.round(run.meta.requestsSent / metrics.run_seconds);
} finally {
  clearInterval(sampler);
  await sandbox.close();
}
metrics.peak_rss_mib = Math.round(peakRss / 1024 / 1024);
for (const [name, value] of Object.entries(metrics)) console.log(`${name} ${value}`);
const missed = Object.entries(targets).filter(
  ([k, limit]) => (metrics[k] ?? Number.POSITIVE_INFINITY) > limit,
);
for (const [k, limit] of missed) console.error(`bench: ${k} ${metrics[k]} exceeds ${limit}`);
process.exit(missed.length === 0 ? 0 : 1);
