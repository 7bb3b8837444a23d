/**
 * @module A harness error met during a run: an exception the harness's own code raised (a probe, a
 * parser, a judge), not an answer of the server. It is never turned into a quieter fact: it is
 * counted and shown (stderr, summary.md, findings.json), and when it cut short the probes an
 * operation's verdict rests on (its accepted request, its auth answers), the run cannot give that
 * verdict and exits 2.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';

export interface HarnessFault {
  /** Where it was raised: the discovery tier or step. */
  readonly where: string;
  readonly operation?: OperationNumber;
  /** The error's first line. */
  readonly message: string;
  /** It stopped probes the operation's verdict rests on: the run cannot give that verdict. */
  readonly hidesVerdict: boolean;
}

/** The faults that hide an operation's verdict, as the command's one error line (undefined: none). */
export function verdictHidden(faults: readonly HarnessFault[]): string | undefined {
  const hiding = faults.filter((f) => f.hidesVerdict);
  const first = hiding[0];
  if (first === undefined) return undefined;
  const ops = [...new Set(hiding.flatMap((f) => (f.operation === undefined ? [] : [`#${f.operation}`])))];
  return `${hiding.length} harness error${hiding.length === 1 ? '' : 's'} hid the verdict of ${ops.join(', ') || 'the run'} (first, in ${first.where}: ${first.message})`;
}
