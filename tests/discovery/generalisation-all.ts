/**
 * @module The generalisation measure in full (issue 17 item 7): seven test servers, each run as it
 * is and then behind every wrapper of `WRAPPINGS`, in-process and rate-limited. Hands back the kept
 * ratio of each server behind each wrapper, and per wrapper the lowest over the servers (the goal,
 * ≥ 0.9 kept with precision ≥ 0.99 and no fact from a 429, holds per server). `npm run bench` runs
 * it as a child process (the bench imports no test code); ASP.NET is not among the servers: it
 * takes its key in `X-Api-Key`, which the in-process runner does not send.
 */
import { pathToFileURL } from 'node:url';
import { startBlindZodServer } from '../servers/blind-zod/index.ts';
import { startDrfServer } from '../servers/drf/index.ts';
import { startFastapiServer } from '../servers/fastapi/index.ts';
import { startGostdServer } from '../servers/gostd/index.ts';
import { startJoiServer } from '../servers/joi/index.ts';
import { startLaravelServer } from '../servers/laravel/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { WRAPPINGS, type WrappingName, wrapServer } from '../servers/wrapper/index.ts';
import { findingsFrom429 } from './findings-from-429.ts';
import {
  describeMeasure,
  LONG_WINDOW_RATE_LIMIT,
  MEASURED_RATE_LIMIT,
  measureUnwrapped,
  measureWrapped,
  type StartServer,
  type WrappedMeasure,
} from './generalisation.ts';

const servers: Record<string, StartServer> = {
  rails: startRailsServer,
  drf: startDrfServer,
  fastapi: startFastapiServer,
  laravel: startLaravelServer,
  joi: startJoiServer,
  zod: startBlindZodServer,
  gostd: startGostdServer,
};

export interface Generalisation {
  /** `<server>_<wrapper>` → its measure. */
  readonly measures: Readonly<Record<string, WrappedMeasure>>;
  /** Per wrapper, the lowest kept ratio over the servers. */
  readonly keptByWrapper: Readonly<Record<WrappingName, number>>;
  /** Server/wrapper pairs short of the goal, in words. */
  readonly misses: readonly string[];
}

/** Where a measure falls short of the goal, in words. */
function shortOf(m: WrappedMeasure): string[] {
  return [
    m.ratio < 0.9 ? `kept ${m.ratio.toFixed(3)}` : '',
    m.precision < 0.99 ? `precision ${m.precision.toFixed(3)}` : '',
    m.factsFrom429.length > 0 ? `${m.factsFrom429.length} facts from a 429` : '',
  ].filter((s) => s !== '');
}

export async function measureGeneralisation(
  log: (line: string) => void,
  only: readonly string[] = [],
): Promise<Generalisation> {
  const measures: Record<string, WrappedMeasure> = {};
  const misses: string[] = [];
  const wrappings = Object.keys(WRAPPINGS) as WrappingName[];
  const kept = Object.fromEntries(wrappings.map((w) => [w, 1])) as Record<WrappingName, number>;
  for (const [server, start] of Object.entries(servers)) {
    if (only.length > 0 && !only.includes(server)) continue;
    const unwrapped = await measureUnwrapped(start);
    for (const wrapping of wrappings) {
      const m = await measureWrapped(start, unwrapped, wrapping);
      log(describeMeasure(server, m));
      measures[`${server}_${wrapping}`] = m;
      kept[wrapping] = Math.min(kept[wrapping], m.ratio);
      const short = shortOf(m);
      if (short.length > 0) misses.push(`${server} behind ${wrapping}: ${short.join(', ')}`);
    }
  }
  // Rails without rate headers, its window (30 s) longer than the client's retries without a wait.
  if (only.length === 0 || only.includes('rails')) {
    const unwrapped = await measureUnwrapped(startRailsServer, LONG_WINDOW_RATE_LIMIT);
    const m = await measureWrapped(startRailsServer, unwrapped, 'no-rate-headers', LONG_WINDOW_RATE_LIMIT);
    log(describeMeasure('rails (300 / 30 s)', m));
    measures['rails_no-rate-headers_30s'] = m;
    kept['no-rate-headers'] = Math.min(kept['no-rate-headers'], m.ratio);
    const short = shortOf(m);
    if (short.length > 0) misses.push(`rails (300 / 30 s) behind no-rate-headers: ${short.join(', ')}`);
  }
  // The whole command once, behind every disguise: no finding may come from a 429.
  if (only.length === 0 || only.includes('rails')) {
    const handle = await wrapServer(
      await startRailsServer({ rateLimit: MEASURED_RATE_LIMIT }),
      WRAPPINGS.all,
    );
    try {
      const cli = await findingsFrom429(handle);
      log(`rails behind all, npm run contract: exit ${cli.code}, ${cli.findings.length} findings from a 429`);
      for (const f of cli.findings) log(`  FROM 429 ${f}`);
      if (cli.findings.length > 0)
        misses.push(`rails behind all: ${cli.findings.length} findings from a 429`);
    } finally {
      await handle.close();
    }
  }
  return { measures, keptByWrapper: kept, misses };
}

// `npx tsx tests/discovery/generalisation-all.ts [server…]`: all seven servers (or those named);
// the measures in words on stderr, then one JSON line on stdout: kept ratios per pair and per
// wrapper, and the misses.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const g = await measureGeneralisation((line) => console.error(line), process.argv.slice(2));
  const pairs = Object.fromEntries(Object.entries(g.measures).map(([pair, m]) => [pair, m.ratio]));
  console.log(JSON.stringify({ pairs, keptByWrapper: g.keptByWrapper, misses: g.misses }));
}
