/**
 * @module "No finding caused by a 429", through the real command: `npm run contract` against a
 * rate-limited server behind a wrapper, then every finding whose exchanges include an answer 429
 * (a wait the server imposed, judged as an answer about the request).
 */
import type { Finding } from '../../src/core/finding.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

interface Har {
  readonly log: { readonly entries: readonly { _id: string; response: { status: number } }[] };
}

export async function findingsFrom429(
  handle: ReferenceServerHandle,
): Promise<{ code: number | null; findings: string[] }> {
  const run = await runContractCli({ ...targetEnv(handle), EXAMPLES: '3' }, 600_000);
  const limited = new Set(
    run
      .json<Har>('exchanges.har')
      .log.entries.filter((e) => e.response.status === 429)
      .map((e) => e._id),
  );
  const findings = run
    .json<{ findings: Finding[] }>('findings.json')
    .findings.filter((f) => f.exchangeIds.some((id) => limited.has(id)))
    .map((f) => `${f.check} #${f.operation}: ${f.title}`);
  return { code: run.code, findings };
}
