/**
 * @module Shrinking failing sampled cases: for each failing finding that came from a generated valid
 * body, fast-check shrinks the body while the same finding (same key) still fires, then the shrunk
 * case is sent once more and kept only if it still fires — a server is not a pure function.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import type { ReplayOptions } from '../../generators/replay.ts';
import { shrinkCase } from '../../generators/shrink-case.ts';
import { runChecks } from '../checks/run-checks.ts';
import type { CheckContext } from '../checks/types.ts';
import type { Case } from '../core/case.ts';
import type { Finding } from '../core/finding.ts';
import { caseOrigin } from '../core/origin.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { HttpClient } from '../http/client.ts';
import { caseRequest } from './case-request.ts';

/** Requests one shrink may spend. */
const SHRINK_ATTEMPTS = 40;

async function fires(client: HttpClient, op: NumberedOperation, c: Case, ctx: CheckContext, key: string) {
  const ex = await client.send({ ...caseRequest(op, c), label: `${c.id}:shrink` });
  return { ex, finding: runChecks(ex, caseOrigin(c), ctx).find((f) => f.key === key) };
}

/** Returns the findings to add (shrunk and re-checked), one per failing key of sampled cases. */
export async function shrinkFindings(
  client: HttpClient,
  op: NumberedOperation,
  ctx: CheckContext,
  records: readonly CaseRecord[],
  findings: readonly Finding[],
  opts: ReplayOptions,
): Promise<Finding[]> {
  const out: Finding[] = [];
  const done = new Set<string>();
  for (const f of findings) {
    const record = records.find((r) => r.case.id === f.caseId);
    if (!f.fails || done.has(f.key) || record?.case.fcPath === undefined) continue;
    done.add(f.key);
    const shrunk = await shrinkCase(
      record.case,
      opts,
      async (candidate) => (await fires(client, op, candidate, ctx, f.key)).finding !== undefined,
      { maxAttempts: SHRINK_ATTEMPTS },
    );
    if (!shrunk || shrunk.fcPath === record.case.fcPath) continue;
    const recheck = await fires(client, op, shrunk, ctx, f.key);
    if (recheck.finding) {
      out.push({
        ...recheck.finding,
        caseId: `${shrunk.id}:shrunk`,
        title: `${recheck.finding.title} (shrunk)`,
      });
    }
  }
  return out;
}
