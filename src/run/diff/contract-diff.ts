/**
 * @module `contract:diff`'s work: the two sides read, compared, written as `diff.md` and
 * `diff.html`, and the exit code (1 when B breaks what A's clients rely on, else 0). Errors are
 * `HarnessError`s, which the command prints on one line (exit 2).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, exitCodes } from '../../core/errors.ts';
import { compareSides, sentence } from './compare-sides.ts';
import { writeDiffHtml } from './diff-html.ts';
import { verdictLine, writeDiffMd } from './diff-md.ts';
import { readFactsSide } from './report-facts.ts';

function parseArgs(args: readonly string[]): { sides: string[]; out: string } {
  const sides: string[] = [];
  let out = 'reports/diff';
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg === '--out' || arg.startsWith('--out=')) {
      const value = arg === '--out' ? args[++i] : arg.slice('--out='.length);
      if (value === undefined || value === '') throw new ConfigError('--out', 'needs a directory');
      out = value;
    } else if (arg.startsWith('--'))
      throw new ConfigError('arguments', `unknown option "${arg}" (only --out)`);
    else sides.push(arg);
  }
  if (sides.length !== 2)
    throw new ConfigError(
      'arguments',
      'give two report directories or baselines: <A> <B> (B is judged against A)',
    );
  return { sides, out };
}

/** The command's work, exit code returned (the tests call it in process). */
export async function contractDiff(args: readonly string[], say: (line: string) => void): Promise<number> {
  const { sides, out } = parseArgs(args);
  const [a, b] = await Promise.all(sides.map(readFactsSide));
  if (a === undefined || b === undefined) throw new ConfigError('arguments', 'two sides are needed');
  const comparison = compareSides(a, b);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'diff.md'), writeDiffMd(comparison));
  writeFileSync(join(out, 'diff.html'), writeDiffHtml(comparison));
  say(`${b.label} against ${a.label}: ${verdictLine(comparison)}`);
  for (const d of comparison.differences) say(`${d.kind}: ${sentence(comparison, d)}`);
  say(`wrote ${resolve(out, 'diff.md')} and diff.html`);
  return comparison.breaks ? exitCodes.fail : exitCodes.pass;
}
