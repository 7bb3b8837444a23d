/**
 * @module One contract run, as its phases (src/run/phases/): preflight → learn (discovery, or a
 * baseline's check) → cases → judge → gate (the baseline) → record. All of them share one context,
 * so one client (the budget, the rate cap and redaction hold for the whole run) and what is fixed at
 * the start. Returns the run record every writer reads; the command then publishes the reports
 * (phases/publish.ts).
 */
import type { Config } from '../core/config.ts';
import type { ProgressListener } from '../core/progress.ts';
import type { RunRecord } from '../core/run-record.ts';
import { casesPhase } from './phases/cases.ts';
import { openRunContext } from './phases/context.ts';
import { gatePhase } from './phases/gate.ts';
import { judgePhase } from './phases/judge.ts';
import { learnPhase } from './phases/learn.ts';
import { preflightPhase } from './phases/preflight.ts';
import { recordPhase } from './phases/record.ts';
import type { Target } from './target.ts';

export async function runContract(
  config: Config,
  target: Target,
  log: (line: string) => void,
  progress: ProgressListener = () => {},
  /** When MAX_DURATION counts from (epoch ms): the process's start unless told (a test's process is older). */
  clockStart?: number,
): Promise<RunRecord> {
  const ctx = await openRunContext(config, target, log, progress, clockStart);
  try {
    await preflightPhase(ctx);
    const learn = await learnPhase(ctx);
    const cases = await casesPhase(ctx, learn);
    const judged = judgePhase(ctx, learn, cases);
    const gate = await gatePhase(ctx, learn, cases, judged);
    return recordPhase(ctx, learn, cases, judged, gate);
  } finally {
    await ctx.client.close();
  }
}
